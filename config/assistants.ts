/**
 * How a coding assistant reads these docs: the MCP server package
 * (packages/mcp), where readers install it from, and the page that shows
 * readers how to connect it. The note goes into llms.txt, under its summary,
 * for assistants that find the site before their user has set anything up.
 */
import {PACKAGE_VERSION, type PackageSource, type SiteVersion} from '@agenta-docs/mcp/build';
import {DEFAULT_INDEX_FILE_NAME, versionIndexFileName, type SearchPluginOptions} from '@agenta-docs/search';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';

import {publishedSpecPath} from '../src/plugins/api-reference/published-spec';
import type {ResolvedHostingOptions} from '../src/plugins/hosting';
import type {McpServerOptions} from '../src/plugins/mcp-server';
import {docsPluginVersions, docsVersions, type DocsVersion} from './versions';

export const mcpServer = {
  packageName: '@agenta-docs/mcp',
  /**
   * Whether `@agenta-docs/mcp` is on the npm registry. While it is not, every
   * command the build prints (llms.txt, the server's own `--help` and update
   * messages) installs the tarball the site publishes (`tarball` below);
   * once `npm publish` has run, set this to true and they name the package.
   */
  publishedOnRegistry: false,
  /** Where the site's build publishes the server's npm tarball, by path on the site. */
  tarball: {
    /** The newest version, at an address that never changes: revalidated on each install. */
    latest: '/agenta-docs-mcp.tgz',
    /** One version, `{version}` in its name: never changes once published, so cached for a year. */
    pinned: '/mcp/agenta-docs-mcp-{version}.tgz',
  },
  tools: ['search_docs', 'read_page', 'get_api_operation', 'search_api'],
  /** The docs page, by route, that explains the set-up for each assistant. */
  setupPage: '/getting-started/ai-assistants',
  /** The site the registry's package reads when given no `--site` (packages/mcp/src/cli.ts, PUBLIC_SITE_URL). */
  defaultSite: 'https://docs.agenta.ai/',
  /** The path of the worker that answers MCP over Streamable HTTP on Cloudflare Pages. */
  httpPath: '/mcp',
  /**
   * Whether the site is deployed where `httpPath` answers (Cloudflare Pages): then the Copy page
   * menu offers one-click installs of that address in Cursor and VS Code. A copy served by nginx,
   * Caddy or a bucket answers 404 there, so it sets this to false.
   */
  httpOnHost: true,
  /** The name assistants list the server under. */
  serverName: 'agenta-docs',
} as const;

/** The address of the MCP endpoint of the site at `address` (ending in "/"). */
export function mcpHttpUrl(address: string): string {
  return `${address}${mcpServer.httpPath.slice(1)}`;
}

/**
 * Links that open Cursor or VS Code on their "add this MCP server" prompt for the HTTP endpoint.
 * Cursor takes the server's mcp.json entry as base64 JSON in `config`; VS Code takes the entry,
 * with its name, as URL-encoded JSON after `mcp/install?`.
 */
export function mcpInstallLinks(address: string): {cursor: string; vscode: string} {
  const url = mcpHttpUrl(address);
  const cursorConfig = btoa(JSON.stringify({url}));
  const vscodeEntry = encodeURIComponent(JSON.stringify({name: mcpServer.serverName, type: 'http', url}));
  return {
    cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=${mcpServer.serverName}&config=${encodeURIComponent(cursorConfig)}`,
    vscode: `vscode:mcp/install?${vscodeEntry}`,
  };
}

/** The site's address, base path included, ending in "/". */
export function siteAddress(siteUrl: string, baseUrl: string): string {
  return new URL(baseUrl, siteUrl).href;
}

/**
 * Where readers install the server from: the registry, or this site's own
 * tarball (whose bundle reads this site by default).
 */
export function mcpPackageSource(address: string, published: boolean = mcpServer.publishedOnRegistry): PackageSource {
  if (published) return {kind: 'registry', name: mcpServer.packageName};
  // Joined as text: a URL would percent-encode the braces of `{version}`.
  const onSite = (sitePath: string) => `${address}${sitePath.slice(1)}`;
  return {kind: 'site', latest: onSite(mcpServer.tarball.latest), pinned: onSite(mcpServer.tarball.pinned)};
}

/**
 * The command that starts the server for this copy of the site. The site's
 * tarball reads the site it came from; the registry's package reads the
 * public site unless given `--site`. The tarball is named by its version:
 * npx keeps what it installed from a URL and never asks that URL again, so
 * the stable alias would stay at the first version a reader installed, where
 * a versioned address says which one they run and changes when they update.
 */
export function mcpServerCommand(address: string, published: boolean = mcpServer.publishedOnRegistry): string {
  const source = mcpPackageSource(address, published);
  if (source.kind === 'site') return `npx -y ${source.pinned.replace('{version}', PACKAGE_VERSION)}`;
  return `npx -y ${source.name}${address === mcpServer.defaultSite ? '' : ` --site ${address}`}`;
}

/** The llms.txt paragraph on the MCP server, with absolute links into the site. */
export function llmsTxtAssistantNote(siteUrl: string, baseUrl: string, published: boolean = mcpServer.publishedOnRegistry): string {
  const address = siteAddress(siteUrl, baseUrl);
  const setupTwin = new URL(`${mcpServer.setupPage.slice(1)}.md`, address).href;
  const tools = mcpServer.tools.map((tool) => `\`${tool}\``).join(', ');
  return (
    `An MCP server reads this site for a coding assistant: \`${mcpServer.packageName}\`, started over ` +
    `stdio with \`${mcpServerCommand(address, published)}\` (add \`--site <url>\` for another copy of the site). ` +
    `Its tools are ${tools}: search the pages, read one page or one section as Markdown, and look up ` +
    `HTTP API operations in the OpenAPI document the site publishes at \`/openapi.json\`. ` +
    `Set-up for each assistant: [Use these docs from your AI assistant](${setupTwin}).`
  );
}

/**
 * The site's docs versions as the MCP server reads them (docs-versions.json),
 * each file named by the rule of the plugin that writes it: the pages' folder
 * by the docs plugin's versions, the search index by the search plugin's
 * (the site's for the latest, and, with Algolia, for every version: then the
 * search plugin writes no other), the OpenAPI description by the
 * api-reference plugin's, whose config lists one per version in this order
 * (docusaurus.config.ts).
 */
export function mcpDocsVersions(
  versions: readonly DocsVersion[] = docsVersions,
  search: Pick<SearchPluginOptions, 'indexFileName' | 'algolia'> = {},
): SiteVersion[] {
  const routes = docsPluginVersions([...versions]);
  const indexFileName = search.indexFileName ?? DEFAULT_INDEX_FILE_NAME;
  return versions.map((version, index) => {
    const route = routes[version.name]?.path ?? '';
    return {
      version: version.release,
      latest: version.latest,
      path: route ? `${route}/` : '',
      searchIndex: version.latest || search.algolia ? indexFileName : versionIndexFileName(indexFileName, DEFAULT_PLUGIN_ID, version.name),
      openapi: publishedSpecPath(version.apiKey, index),
    };
  });
}

/**
 * The mcp-server plugin's options: the tarball at `mcpServer.tarball`, the
 * site's docs versions, and the Cloudflare Pages worker answering MCP at
 * `/mcp` and hiding what the hosting policy hides, kept off the folders of
 * static files (and off `/img/`).
 */
export function mcpServerOptions(
  address: string,
  hosting: Pick<ResolvedHostingOptions, 'hidden' | 'securityHeaders' | 'subresources' | 'cache' | 'notFound'>,
  versions: SiteVersion[] = mcpDocsVersions(),
): McpServerOptions {
  return {
    install: mcpPackageSource(address),
    tarball: mcpServer.tarball,
    docsVersions: versions,
    worker: {
      mcpPath: mcpServer.httpPath,
      hidden: hosting.hidden,
      headers: hosting.securityHeaders,
      // The server's own tarballs are left to the worker: `/mcp/*` would be a rule beside the endpoint `/mcp`.
      staticFolders: [...hosting.subresources, ...hosting.cache.hashed, '/img/'].filter((folder) => folder !== '/mcp/'),
      notFound: hosting.notFound,
    },
  };
}
