import type {SearchGlobalData} from '../engine/global-data';

/**
 * Hit URLs are site-relative in the local index; records pushed to Algolia by
 * other tools may hold absolute ones. Same-site URLs go through the router.
 */
export function toSiteRelativeUrl(url: string, siteUrl: string): string {
  try {
    const parsed = new URL(url, siteUrl);
    if (parsed.origin === new URL(siteUrl).origin) return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return parsed.href;
  } catch {
    return url;
  }
}

/**
 * A site path with the site's `trailingSlash` applied, as Docusaurus's Link
 * applies it (`undefined`: as written; the site's root as it is).
 */
export function withTrailingSlash(address: string, {trailingSlash, baseUrl}: {trailingSlash: boolean | undefined; baseUrl: string}): string {
  if (trailingSlash === undefined) return address;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(address) ?? [];
  if (path === '/' || path === baseUrl) return address;
  const bare = path.replace(/\/+$/, '');
  return `${trailingSlash ? `${bare}/` : bare}${rest}`;
}

/** The host the browser should open a connection to early. */
export function searchHostOrigin(config: NonNullable<SearchGlobalData['algolia']>): string {
  return config.hosts?.length ? new URL(config.hosts[0]).origin : `https://${config.appId}-dsn.algolia.net`;
}
