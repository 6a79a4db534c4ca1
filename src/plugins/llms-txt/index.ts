import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

import logger from '@docusaurus/logger';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, flattenRoutes} from '@docusaurus/utils';
import {parse as parseYaml} from 'yaml';

import {writePrecompressed} from '../../lib/build/precompress';
import {sidebarDocIds, sidebarPlaces, type SidebarItem} from '../../lib/build/sidebar-places';
import type {BuiltPagesConsumer, BuiltPagesProps, ConsumesBuiltPages} from '../built-pages';
import type {PageMarkdown} from './html-to-markdown';
import type {TwinInput} from './page-analysis';
import {firstSentence, formatLlmsFull, formatLlmsTxt, type LlmsTxtLink} from './llms-txt';
import {operationToMarkdown, type OpenApiSpec} from './openapi-to-markdown';
import {hasMarkdownTwin, markdownTwinPath} from '../../lib/shared/markdownTwinPath';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type LlmsTxtOptions, type LlmsTxtSectionOptions, type ResolvedLlmsTxtOptions} from './options';

export {validateOptions, type LlmsTxtOptions, type LlmsTxtSectionOptions, type ResolvedLlmsTxtOptions};

/** What the content plugins know about a page, keyed by its route. */
type PageSource = {
  /** The front matter description, when an author wrote it. */
  description?: string;
  /** Absolute path of the Markdown source, for the Mermaid diagrams the HTML lacks. */
  sourceFile?: string;
  /** The API operation a generated page documents. */
  operation?: {method: string; path: string};
  /** The API's generated introduction page, described by the OpenAPI `info.summary`. */
  isApiIntroduction?: boolean;
  hidden: boolean;
  /** The docs version of a doc (`current` for the latest); none for a post. */
  version?: string;
};

type Catalogue = {
  pages: Map<string, PageSource>;
  sections: {title: string; routes: string[]}[];
  /** Each older docs version: its name and label, where it is served, its docs sections. */
  olderVersions: {name: string; label: string; path: string; sections: {title: string; routes: string[]}[]}[];
};

type ExportedPage = LlmsTxtLink & {pageUrl: string; markdown: string};

/**
 * The plugin's name, under which other plugins find it: Ask AI, which reads
 * the Markdown twins, checks that this plugin is in the site.
 */
export const LLMS_TXT_PLUGIN_NAME = 'llms-txt';

/**
 * Publishes the documentation for language models, after the build: a
 * Markdown twin of every page at its URL plus `.md`, `/llms.txt` (an index
 * following https://llmstxt.org) and `/llms-full.txt` (every page in one
 * file). Twins are converted from the built HTML, so they show what the
 * reader sees; API operation pages are built from the OpenAPI description.
 */
function llmsTxtPlugin(context: LoadContext, options: ResolvedLlmsTxtOptions): Plugin & ConsumesBuiltPages {
  let catalogue: Catalogue | undefined;
  /** The OpenAPI description of a docs version's operation pages. */
  const specFileOf = (version: string | undefined): string | undefined =>
    version === undefined ? undefined : version === 'current' ? options.openApiSpec : options.versionOpenApiSpecs[version];
  return {
    name: LLMS_TXT_PLUGIN_NAME,
    allContentLoaded({allContent}) {
      catalogue = collectCatalogue(allContent, options, context.siteDir);
    },
    // Fed by the built-pages plugin, which reads and parses each built page once for every consumer.
    consumeBuiltPages({outDir, routes, routesBuildMetadata, siteConfig, baseUrl}: BuiltPagesProps): BuiltPagesConsumer<PageMarkdown> {
      if (!catalogue) {
        throw new Error('llms-txt: the content was not loaded before the build ended.');
      }
      const pages = catalogue.pages;
      const routeProps = new Map(flattenRoutes(routes).map((route) => [route.path, route.props]));
      const routePaths = routesToExport([...routeProps.keys()], baseUrl);
      const hidden = new Set(routePaths.filter((route) => Boolean(routesBuildMetadata[route]?.noIndex || pages.get(route)?.hidden)));
      const fromHtml = new Set(routePaths.filter((route) => !(pages.get(route)?.operation && specFileOf(pages.get(route)?.version))));
      const converted = new Map<string, PageMarkdown>();
      const asked = new Set<string>();
      return {
        analysis: {
          module: path.join(__dirname, 'page-analysis.ts'),
          input({route}): TwinInput | undefined {
            if (route === undefined || !fromHtml.has(route) || asked.has(route)) return undefined;
            asked.add(route);
            return {pageUrl: new URL(route, siteConfig.url).href, sourceFile: pages.get(route)?.sourceFile};
          },
        },
        page({route}, twin: PageMarkdown | undefined) {
          if (route !== undefined && twin) converted.set(route, twin);
        },
        async finish() {
          const missing = [...fromHtml].filter((route) => !converted.has(route));
          if (missing.length > 0) throw new Error(`llms-txt: no built HTML for ${missing.join(', ')}.`);
          await writeLlmsFiles({outDir, baseUrl, siteConfig, routePaths, hidden, routeProps, converted});
        },
      };
    },
  };

  async function writeLlmsFiles({
    outDir,
    baseUrl,
    siteConfig,
    routePaths,
    hidden,
    routeProps,
    converted,
  }: {
    outDir: string;
    baseUrl: string;
    siteConfig: BuiltPagesProps['siteConfig'];
    routePaths: string[];
    /** Pages kept out of search engines (unlisted docs and posts): a twin, but no line in llms.txt. */
    hidden: ReadonlySet<string>;
    routeProps: Map<string, unknown>;
    converted: Map<string, PageMarkdown>;
  }): Promise<void> {
    const specs = new Map<string, OpenApiSpec>();
    for (const file of new Set([options.openApiSpec, ...Object.values(options.versionOpenApiSpecs)])) {
      if (file) specs.set(file, parseYaml(await fs.readFile(path.resolve(context.siteDir, file), 'utf8')) as OpenApiSpec);
    }

    let bytes = 0;
    const write = async (urlPath: string, content: string, {precompress = false} = {}) => {
      const file = path.join(outDir, urlPath.slice(baseUrl.length));
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, content);
      // The two lists are large and fetched whole by tools: their brotli and gzip copies spare
      // every host compressing 1.3 MB on each request.
      if (precompress) await writePrecompressed(file, content);
      bytes += Buffer.byteLength(content);
    };

    const exported = new Map<string, ExportedPage>();
    for (const route of routePaths) {
      const source = catalogue!.pages.get(route);
      const pageUrl = new URL(route, siteConfig.url).href;
      const specFile = specFileOf(source?.version);
      const spec = specFile ? specs.get(specFile) : undefined;
      const {title, markdown} = source?.operation && spec ? operationToMarkdown(spec, source.operation.method, source.operation.path) : converted.get(route)!;
      const twinPath = markdownTwinPath(route);
      await write(twinPath, markdown);
      exported.set(route, {
        title: listPageTitle(title, routeProps.get(route) as never) ?? title,
        url: new URL(twinPath, siteConfig.url).href,
        description: source?.description ?? (source?.isApiIntroduction ? spec?.info?.summary : undefined) ?? firstSentence(markdown),
        pageUrl,
        markdown,
      });
    }

    // Unlisted pages keep their twin, reachable by its URL like the page, but no list names them;
    // an older version's pages are listed in that version's own llms.txt.
    const older = new Set([...exported.keys()].filter((route) => (catalogue!.pages.get(route)?.version ?? 'current') !== 'current'));
    const listed = new Set<string>([...hidden, ...older]);
    const sections = catalogue!.sections.map(({title, routes: sectionRoutes}) => ({
      title,
      pages: sectionRoutes.flatMap((route) => {
        const page = exported.get(route);
        if (!page || listed.has(route)) return [];
        listed.add(route);
        return [page];
      }),
    }));
    const optional = [...exported.keys()]
      .filter((route) => !listed.has(route))
      .sort()
      .map((route) => exported.get(route)!);

    const name = siteConfig.title;
    const fullUrl = new URL(`${baseUrl}llms-full.txt`, siteConfig.url).href;
    const versionFile = (version: {path: string}, file: string) => `${version.path.replace(/\/$/, '')}/${file}`;
    const olderLinks = catalogue!.olderVersions.map((version) => `[${version.label}](${new URL(versionFile(version, 'llms.txt'), siteConfig.url).href})`);
    await write(
      `${baseUrl}llms.txt`,
      formatLlmsTxt({
        name,
        summary: options.summary,
        details: [
          'Every page of the site is also published as Markdown at its URL plus `.md` ' +
            '(`/index.md` for the home page), and names that file in its HTML head with ' +
            '`<link rel="alternate" type="text/markdown">`; the links below point to those files. ' +
            `The whole documentation in one file: [llms-full.txt](${fullUrl}).`,
          ...(olderLinks.length > 0
            ? [`These are the docs of the latest release. Each older release's docs have an llms.txt of their own: ${olderLinks.join(', ')}.`]
            : []),
          ...(options.assistantNote ? [options.assistantNote] : []),
        ].join('\n\n'),
        sections: [...sections, {title: 'Optional', pages: optional}].map(({title, pages}) => ({title, links: pages})),
      }),
      {precompress: true},
    );
    await write(
      `${baseUrl}llms-full.txt`,
      formatLlmsFull(
        {name, summary: options.summary},
        sections.flatMap(({pages}) => pages).map(({pageUrl, markdown}) => ({url: pageUrl, markdown})),
      ),
      {precompress: true},
    );
    for (const version of catalogue!.olderVersions) {
      const versionSections = version.sections.map(({title, routes}) => ({
        title,
        pages: routes.flatMap((route) => (exported.has(route) && !hidden.has(route) ? [exported.get(route)!] : [])),
      }));
      const versionName = `${name} ${version.label}`;
      const latestUrl = new URL(`${baseUrl}llms.txt`, siteConfig.url).href;
      await write(
        versionFile(version, 'llms.txt'),
        formatLlmsTxt({
          name: versionName,
          summary: options.summary,
          details:
            `The docs of release ${version.label}, kept for readers who run it; the latest release's are listed in [llms.txt](${latestUrl}). ` +
            'Every page is also published as Markdown at its URL plus `.md`; the links below point to those files. ' +
            `This release's documentation in one file: [llms-full.txt](${new URL(versionFile(version, 'llms-full.txt'), siteConfig.url).href}).`,
          sections: versionSections.map(({title, pages}) => ({title, links: pages})),
        }),
        {precompress: true},
      );
      await write(
        versionFile(version, 'llms-full.txt'),
        formatLlmsFull(
          {name: versionName, summary: options.summary},
          versionSections.flatMap(({pages}) => pages).map(({pageUrl, markdown}) => ({url: pageUrl, markdown})),
        ),
        {precompress: true},
      );
    }
    logger.info(`[llms-txt] ${exported.size} pages exported, ${bytes} bytes`);
  }
}

/**
 * The routes that get a twin: every page the page head links a twin for
 * (hasMarkdownTwin), once each. Drafts are not built at all.
 */
export function routesToExport(routePaths: readonly string[], baseUrl: string): string[] {
  return [...new Set(routePaths)].filter((route) => hasMarkdownTwin(route, baseUrl));
}

/** Pages and llms.txt sections from the docs and blog plugins' content. */
function collectCatalogue(allContent: AllContent, options: ResolvedLlmsTxtOptions, siteDir: string): Catalogue {
  const {docsPluginId} = options;
  const docs = allContent['docusaurus-plugin-content-docs']?.[docsPluginId] as DocsContent | undefined;
  if (!docs) {
    throw new Error(`llms-txt: no docs plugin with id "${docsPluginId}" is loaded.`);
  }
  const blogs = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>;
  const sourceFile = (aliased: string) => path.resolve(siteDir, aliasedSitePathToRelativePath(aliased));

  const pages = new Map<string, PageSource>();
  for (const version of docs.loadedVersions) {
    for (const doc of version.docs) {
      pages.set(doc.permalink, {
        // docusaurus-plugin-openapi-docs cuts the description it writes into
        // front matter at the first line break: take the page's first sentence instead.
        description: isGeneratedApiPage(doc.source) ? undefined : doc.frontMatter.description,
        sourceFile: sourceFile(doc.source),
        operation: readApiOperation(doc.frontMatter.api, doc.source),
        isApiIntroduction: doc.source.endsWith('.info.mdx'),
        hidden: doc.unlisted || doc.draft,
        version: version.isLast ? 'current' : version.versionName,
      });
    }
  }
  for (const blog of Object.values(blogs)) {
    for (const post of blog.blogPosts) {
      pages.set(post.metadata.permalink, {
        description: post.metadata.frontMatter.description,
        sourceFile: sourceFile(post.metadata.source),
        hidden: Boolean(post.metadata.unlisted || post.metadata.frontMatter.draft),
      });
    }
  }

  const docsSections = options.sections.filter((section) => !('blogPluginId' in section));
  return {
    pages,
    sections: sectionRoutes(docs, blogs, options.sections),
    olderVersions: docs.loadedVersions
      .filter((version) => !version.isLast)
      .map((version) => ({
        name: version.versionName,
        label: version.label,
        path: version.path,
        sections: sectionRoutes(docs, blogs, docsSections, version.versionName),
      })),
  };
}

/**
 * The routes each llms.txt section lists, in order: the docs a sidebar (or one of its top-level
 * categories) holds, where the sidebars place them (src/lib/build/sidebar-places.ts), in sidebar
 * order; or every post of a blog.
 */
export function sectionRoutes(
  docs: Pick<DocsContent, 'loadedVersions'>,
  blogs: Record<string, Pick<BlogContent, 'blogPosts'>>,
  sections: readonly LlmsTxtSectionOptions[],
  /** The docs version whose sidebars are read (its name). Default: the latest. */
  versionName?: string,
): {title: string; routes: string[]}[] {
  const version =
    (versionName === undefined ? docs.loadedVersions.find((v) => v.isLast) : docs.loadedVersions.find((v) => v.versionName === versionName)) ??
    docs.loadedVersions[0];
  const permalinks = new Map(version?.docs.map((doc) => [doc.id, doc.permalink]));
  const sidebars = (version?.sidebars ?? {}) as Record<string, SidebarItem[]>;
  const places = sidebarPlaces(sidebars);
  return sections.map((section) => {
    if ('blogPluginId' in section) {
      const blog = blogs[section.blogPluginId];
      if (!blog) {
        throw new Error(`llms-txt: section "${section.title}": no blog plugin with id "${section.blogPluginId}".`);
      }
      return {title: section.title, routes: blog.blogPosts.map((post) => post.metadata.permalink)};
    }
    const sidebar = sidebars[section.sidebar];
    if (!sidebar) {
      throw new Error(`llms-txt: section "${section.title}": no sidebar "${section.sidebar}".`);
    }
    if (section.category && !sidebar.some((item) => item.type === 'category' && item.label === section.category)) {
      throw new Error(`llms-txt: section "${section.title}": sidebar "${section.sidebar}" has no ` + `top-level category "${section.category}".`);
    }
    const inSection = (id: string) => {
      const place = places.get(id);
      return place?.sidebar === section.sidebar && (section.category === undefined || place.category === section.category);
    };
    return {
      title: section.title,
      routes: [...new Set(sidebarDocIds(sidebar))].filter(inSection).flatMap((id) => permalinks.get(id) ?? []),
    };
  });
}

/**
 * Pages 2, 3… of a blog's post list share the first page's H1; the blog
 * plugin passes each list page its number in the route props.
 */
function listPageTitle(title: string, props: unknown): string | undefined {
  const metadata = (props as {metadata?: {page?: unknown; totalPages?: unknown}} | undefined)?.metadata;
  const {page, totalPages} = metadata ?? {};
  return typeof page === 'number' && typeof totalPages === 'number' && page > 1 ? `${title} (page ${page} of ${totalPages})` : undefined;
}

/** The generator's page suffixes: operations, the API's introduction, tags, schemas. */
function isGeneratedApiPage(source: string): boolean {
  return ['.api.mdx', '.info.mdx', '.tag.mdx', '.schema.mdx'].some((suffix) => source.endsWith(suffix));
}

/**
 * docusaurus-plugin-openapi-docs stores the operation a page documents in its
 * `api` front matter: as an object where the api-reference plugin generates
 * the pages, else compressed (zlib) and base64-encoded, the generator's
 * default. Its method and path find the operation in the OpenAPI description.
 */
export function decodeApiOperation(api: unknown): {method: string; path: string} | undefined {
  const operation = (
    typeof api === 'string' ? JSON.parse(zlib.unzipSync(Buffer.from(api, 'base64')).toString('utf8')) : typeof api === 'object' && api !== null ? api : {}
  ) as {method?: unknown; path?: unknown};
  return typeof operation.method === 'string' && typeof operation.path === 'string' ? {method: operation.method, path: operation.path} : undefined;
}

function readApiOperation(api: unknown, source: string): PageSource['operation'] {
  try {
    return decodeApiOperation(api);
  } catch (error) {
    throw new Error(`llms-txt: cannot read the "api" front matter of ${source}.`, {cause: error});
  }
}

export default pluginWithOptions(llmsTxtPlugin, validateOptions);
