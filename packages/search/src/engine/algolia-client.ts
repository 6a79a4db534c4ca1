import {liteClient} from 'algoliasearch/lite';

import type {AlgoliaSearchOptions} from './global-data';

type AlgoliaConfig = AlgoliaSearchOptions;

/**
 * Algolia's official lite client, as DocSearch itself would create it: the
 * search-only key sent as query parameters, retries across the fallback hosts,
 * timeouts of 1 s to connect, 2 s to read and 30 s to write, and a failed host
 * held back for 2 minutes (its host cache). `hosts` replaces Algolia's hosts,
 * for a proxy or for tests against a local server.
 */
export function createAlgoliaSearchClient(config: AlgoliaConfig) {
  return liteClient(config.appId, config.apiKey, {
    timeouts: {connect: 1000, read: 2000, write: 30000},
    hostsCache: createHostStateCache(),
    ...(config.hosts?.length ? {hosts: config.hosts.map(toAlgoliaHost)} : {}),
  });
}

export function toAlgoliaHost(url: string) {
  const parsed = new URL(url);
  return {
    url: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : undefined,
    protocol: parsed.protocol === 'http:' ? ('http' as const) : ('https' as const),
    accept: 'readWrite' as const,
  };
}

type HostKey = {url?: string; port?: number; protocol?: string} | string;

/**
 * Remembers which hosts failed, keyed by the host's address. The client's own
 * caches key a host by its whole JSON, and it writes a failed host back with
 * its state fields (status, lastUpdate) included, so the read before the next
 * request never finds it and the dead host is tried again every time
 * (algoliasearch 5.x `createTransporter`). Keyed by address, a failed host is
 * skipped until its state expires (2 minutes, the client's `isUp`).
 */
export function createHostStateCache() {
  const states = new Map<string, unknown>();
  const keyOf = (key: HostKey) => (typeof key === 'string' ? key : `${key.protocol ?? 'https'}://${key.url ?? ''}:${key.port ?? ''}`);
  return {
    get<T>(key: HostKey, defaultValue: () => Promise<T>, events?: {miss: (value: T) => Promise<unknown>}) {
      const id = keyOf(key);
      if (states.has(id)) return Promise.resolve(states.get(id) as T);
      return defaultValue().then((value) => (events ? events.miss(value).then(() => value) : value));
    },
    set<T>(key: HostKey, value: T) {
      states.set(keyOf(key), value);
      return Promise.resolve(value);
    },
    delete(key: HostKey) {
      states.delete(keyOf(key));
      return Promise.resolve();
    },
    clear() {
      states.clear();
      return Promise.resolve();
    },
  };
}
