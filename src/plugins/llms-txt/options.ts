import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

const SECTION_SHAPE = 'must be {title, sidebar, category?} or {title, blogPluginId}';

/** A sidebar (or one top-level category of it: the docs src/lib/build/sidebar-places.ts places there), or every post of a blog. */
const sectionSchema = z.union(
  [
    z
      .object({
        title: z.string().describe("The section's heading in llms.txt."),
        sidebar: z.string().describe('The docs sidebar whose pages it lists.'),
        category: z.string().optional().describe('Only this top-level category of the sidebar. Default: the whole sidebar.'),
      })
      .strict(),
    z
      .object({
        title: z.string().describe("The section's heading in llms.txt."),
        blogPluginId: z.string().describe('The blog plugin instance whose posts it lists.'),
      })
      .strict(),
  ],
  {errorMap: () => ({message: SECTION_SHAPE})},
);

export const llmsTxtOptionsSchema = z
  .object({
    summary: z
      .string()
      .refine((summary) => summary.trim() !== '', 'must be the one-paragraph summary of the site')
      .describe("The one-paragraph summary under the site's name in llms.txt. Required."),
    assistantNote: z
      .string()
      .optional()
      .describe(
        'Markdown paragraphs for the assistants that read llms.txt, after the note on the Markdown twins: other ways to read the site, such as an MCP server. Default: none.',
      ),
    sections: z.array(sectionSchema).describe('The llms.txt sections, in order. Pages in none are listed under "Optional". Required.'),
    openApiSpec: z
      .string()
      .optional()
      .describe(
        'OpenAPI description (relative to the site) of the operation pages that docusaurus-plugin-openapi-docs generates. Their Markdown is built from it, since the built HTML holds only placeholders for what the browser renders. Default: none (those pages from their HTML).',
      ),
    versionOpenApiSpecs: z
      .record(z.string(), z.string())
      .default({})
      .describe(
        "The OpenAPI descriptions of the older docs versions' operation pages, by version name (`0.27`); `openApiSpec` is the latest version's. Each older version also gets its own llms.txt and llms-full.txt under its path, which the site's llms.txt links. Default: none.",
      ),
    docsPluginId: z.string().default('default').describe('Id of the docs plugin instance whose pages are listed. Default: "default".'),
  })
  .strict();

export type LlmsTxtSectionOptions = z.infer<typeof sectionSchema>;
/** The options as docusaurus.config.ts gives them. */
export type LlmsTxtOptions = z.input<typeof llmsTxtOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedLlmsTxtOptions = z.output<typeof llmsTxtOptionsSchema>;

export const validateOptions = optionsValidator('llms-txt', llmsTxtOptionsSchema);
