import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';
import type {CspSourceDirective} from './content-security-policy';

const DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'font-src', 'style-src', 'frame-src'] as const satisfies readonly CspSourceDirective[];

const cspSource = z.string().regex(/^[^\s;,]+$/, 'must be one CSP source expression, without spaces, commas or semicolons');
const cspSources = z
  .object(
    Object.fromEntries(DIRECTIVES.map((directive) => [directive, z.array(cspSource).readonly().optional()])) as Record<
      CspSourceDirective,
      z.ZodOptional<z.ZodReadonly<z.ZodArray<typeof cspSource>>>
    >,
  )
  .strict();

const headerList = z.array(
  z.tuple([
    z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be a header name'),
    z.string().regex(/^[^\r\n"]*$/, 'must be a header value without quotes or line breaks'),
  ]),
);

const prefixList = (shape: RegExp, example: string) =>
  z
    .array(z.string().regex(shape, `must be a path prefix such as "${example}"`))
    .default([])
    // A prefix inside another would have `_headers` set its headers twice on one path, which hosts join.
    .superRefine((list, context) => {
      const nested = list.find((prefix, i) => list.some((other, j) => i !== j && prefix.startsWith(other)));
      if (nested)
        context.addIssue({code: z.ZodIssueCode.custom, message: `holds "${nested}", inside another prefix of the same option; list only the outer one`});
    });

/** The rules of config/hosting.ts, and the hosts the configured features need. */
export const hostingOptionsSchema = z
  .object({
    allow: z.array(cspSources).describe('Hosts the configured features need (search, analytics, the API request panel), per directive. Required.'),
    securityHeaders: headerList.describe('Headers of every response, as [name, value] pairs. Required.'),
    documentHeaders: headerList.describe('Headers of documents and workers, besides the Content-Security-Policy this plugin computes. Required.'),
    subresources: prefixList(/^\/[\w-]+(\/[\w-]+)*\/$/, '/assets/js/').describe(
      'Path prefixes of files only a page fetches, which get no document headers (HostingPolicy). Default: none.',
    ),
    // A worker prefix names files inside a subresource folder: a host matches it as that folder plus the start of a name.
    workers: prefixList(/^\/[\w-]+(\/[\w-]+)*\/[\w-]+\.$/, '/assets/js/search-worker.').describe(
      'Path prefixes of the scripts that run as workers, which get the document headers. Default: none.',
    ),
    cache: z
      .object({
        hashed: z
          .array(z.string().regex(/^\/[\w./-]*\/$/, 'must be a folder such as "/assets/"'))
          .describe('Folders whose files carry a content hash in their path.'),
        hashedValue: z.string().describe('Cache-Control of a content-hashed file.'),
        otherValue: z.string().describe('Cache-Control of every other response.'),
      })
      .strict()
      .describe('Caching by content hash. Required.'),
    hidden: z
      .array(z.string().regex(/^\/[\w./-]+$/, 'must be a path such as "/_headers"'))
      .describe('Files of the build that configure a host and are not served: exact paths, or prefixes ending in "/". Required.'),
    notFound: z.string().describe('The page a missing path gets, with status 404 ("/404.html"). Required.'),
    notFoundUnder: z
      .array(
        z
          .object({
            prefix: z.string().regex(/^\/[\w.-]+\/$/, 'must be a folder such as "/0.27/"'),
            page: z.string().regex(/^\/[\w.-]+\/404\.html$/, 'must be a 404 page in a folder, such as "/0.27/404.html"'),
          })
          .strict(),
      )
      .default([])
      .describe(
        "Folders whose missing paths get a 404 page of their own (an older docs version's, drawn with that version's navbar), which the plugin adds as a route. Default: none.",
      ),
    cspMeta: z
      .boolean()
      .default(false)
      .describe("Also put the policy's CSP in a `<meta http-equiv>` of every page, for hosts without headers. Default: false."),
  })
  .strict()
  .superRefine(({subresources, workers}, context) => {
    const outside = workers.find((worker) => !subresources.some((prefix) => worker.startsWith(prefix)));
    if (outside) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['workers'],
        message: `holds "${outside}", not in one of the "subresources" folders, whose files are the only ones sent without the document headers`,
      });
    }
  });

/** The options as docusaurus.config.ts gives them. */
export type HostingOptions = z.input<typeof hostingOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedHostingOptions = z.output<typeof hostingOptionsSchema>;

export const validateOptions = optionsValidator('hosting', hostingOptionsSchema);
