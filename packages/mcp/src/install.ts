/**
 * How a reader runs this server, as the server itself tells them (in `--help`
 * and in "update the server" messages): the package spec `npx -y` takes.
 * Until the package is on the npm registry it is the tarball the docs site
 * publishes (`<site>/agenta-docs-mcp.tgz`, and `<site>/mcp/agenta-docs-mcp-<version>.tgz`
 * for one version); the site's build bakes in whichever its configuration
 * names (config/assistants.ts), so the server, llms.txt and the site agree.
 */
declare const __AGENTA_DOCS_MCP_INSTALL__: PackageSource | undefined;

export const REGISTRY_NAME = '@agenta-docs/mcp';

export type PackageSource =
  | {kind: 'registry'; name: string}
  | {
      kind: 'site';
      /** The tarball of the newest version: the site's stable alias. */
      latest: string;
      /** The tarball of one version: `{version}` stands for it. */
      pinned: string;
    };

/** Where the package is installed from: baked into the bundle, else (from source) the registry name. */
export function packageSource(): PackageSource {
  if (typeof __AGENTA_DOCS_MCP_INSTALL__ === 'object' && __AGENTA_DOCS_MCP_INSTALL__ !== null) return __AGENTA_DOCS_MCP_INSTALL__;
  return {kind: 'registry', name: REGISTRY_NAME};
}

/** The spec `npx -y` runs: the newest version, or the one given. */
export function packageSpec(version?: string, source: PackageSource = packageSource()): string {
  if (source.kind === 'registry') return version ? `${source.name}@${version}` : `${source.name}@latest`;
  return version ? source.pinned.replace('{version}', version) : source.latest;
}
