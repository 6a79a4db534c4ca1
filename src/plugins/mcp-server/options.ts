import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

const sitePath = z.string().regex(/^\/[\w./-]*$/, 'must be a path on the site, starting with "/"');
const tarballPath = z.string().regex(/^\/[\w./{}-]+\.tgz$/, 'must be a path on the site ending in ".tgz"');
const withVersion = (path: string) => path.includes('{version}');
const VERSION_MESSAGE = 'must hold "{version}", where the version goes';

const workerSchema = z
  .object({
    mcpPath: z
      .string()
      .regex(/^\/[\w-]+$/, 'must be a path of one segment, such as "/mcp"')
      .describe("The MCP endpoint, by path from the site's root."),
    hidden: z.array(sitePath).describe("The hosting policy's hidden files, which the worker keeps from being served."),
    headers: z.array(z.tuple([z.string(), z.string()])).describe("The policy's headers of every response, for the MCP answers."),
    staticFolders: z
      .array(sitePath.refine((folder) => folder.endsWith('/'), 'must be a folder, ending in "/"'))
      .describe('Folders (`/assets/`) of static files only: `_routes.json` keeps them off the worker.'),
    notFound: z.string().describe('The 404 page (`/404.html`).'),
  })
  .strict()
  .superRefine((worker, context) => {
    // A hidden file in a folder kept off the worker would be served: the worker is what hides it on Pages.
    const exposed = worker.hidden.find((hidden) => worker.staticFolders.some((folder) => hidden.startsWith(folder) || folder.startsWith(hidden)));
    if (exposed) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['staticFolders'],
        message: `holds a folder of "${exposed}", which the hosting policy hides and the worker never sees there`,
      });
    }
    if (worker.staticFolders.some((folder) => `${worker.mcpPath}/`.startsWith(folder))) {
      context.addIssue({code: z.ZodIssueCode.custom, path: ['staticFolders'], message: `holds the folder of "${worker.mcpPath}", the MCP endpoint`});
    }
  });

export const mcpServerOptionsSchema = z
  .object({
    install: z
      .discriminatedUnion(
        'kind',
        [
          z.object({kind: z.literal('registry'), name: z.string().describe("The package's name on the npm registry.")}).strict(),
          z
            .object({
              kind: z.literal('site'),
              latest: z.string().describe("The tarball of the newest version: the site's stable alias."),
              pinned: z.string().refine(withVersion, VERSION_MESSAGE).describe('The tarball of one version: `{version}` stands for it.'),
            })
            .strict(),
        ],
        {
          errorMap: (issue, context) => ({
            message: issue.code === 'invalid_union_discriminator' ? 'must be {kind: "registry", name} or {kind: "site", latest, pinned}' : context.defaultError,
          }),
        },
      )
      .describe("Where readers install the server from; baked into the server's own messages. Required."),
    tarball: z
      .object({
        latest: tarballPath.describe("The newest version's tarball."),
        pinned: tarballPath.refine(withVersion, VERSION_MESSAGE).describe("One version's tarball, `{version}` in its name."),
      })
      .strict()
      .describe('Where the tarball is published, by path on the site. Required.'),
    worker: z.union([z.literal(false), workerSchema]).describe('The Cloudflare Pages worker (`_worker.js`, `_routes.json`), or false for none. Required.'),
    docsVersions: z
      .array(
        z
          .object({
            version: z.string().describe('The release the version documents (`0.27`).'),
            latest: z.boolean(),
            path: z.string().describe('The folder of its pages from the site\'s root: "" for the latest, "0.27/" for an older one.'),
            searchIndex: z.string().describe('Its search index manifest (`search-index-0.27.json`).'),
            openapi: z.string().describe('Its published OpenAPI description (`openapi-agenta-0.27.json`).'),
          })
          .strict(),
      )
      .min(1)
      .describe(
        "The site's docs versions, written as `docs-versions.json` at the build's root for the server's `version` argument; the build checks them as the server reads them. Required.",
      ),
  })
  .strict();

/** The options, as docusaurus.config.ts gives them and the plugin receives them (no defaults: one type). */
export type McpServerOptions = z.infer<typeof mcpServerOptionsSchema>;

export const validateOptions = optionsValidator('mcp-server', mcpServerOptionsSchema);
