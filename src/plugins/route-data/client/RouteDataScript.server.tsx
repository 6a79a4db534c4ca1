/**
 * The server build's RouteDataScript: the route data file of the page being
 * rendered (written by the browser build, which has finished by then), in a
 * JSON element of the page's head, with the key of the file it holds. A page
 * without a file of its own (the 404 page) gets the not-found data.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';

import {inlineJson, NOT_FOUND_KEY, ROUTE_DATA_ELEMENT_ID, routeDataKey} from '../format';

/** The folder the browser build wrote the route data to (set by the route-data plugin). */
declare const __ROUTE_DATA_OUTPUT_DIR__: string;

let versionDir: string | undefined;
const cache = new Map<string, string>();

/** The one build's folder of route data (the build starts from an empty output folder). */
function dataDir(): string {
  if (versionDir === undefined) {
    const versions = fs.existsSync(__ROUTE_DATA_OUTPUT_DIR__)
      ? fs.readdirSync(__ROUTE_DATA_OUTPUT_DIR__, {withFileTypes: true}).filter((entry) => entry.isDirectory())
      : [];
    if (versions.length !== 1) {
      throw new Error(
        `route-data: expected the route data of one build in ${__ROUTE_DATA_OUTPUT_DIR__}, found ${versions.length}; the browser build writes it.`,
      );
    }
    versionDir = path.join(__ROUTE_DATA_OUTPUT_DIR__, versions[0]!.name);
  }
  return versionDir;
}

function readData(key: string): string | undefined {
  if (!cache.has(key)) {
    const file = path.join(dataDir(), `${key}.json`);
    if (!fs.existsSync(file)) return undefined;
    cache.set(key, inlineJson(JSON.parse(fs.readFileSync(file, 'utf8'))));
  }
  return cache.get(key);
}

export default function RouteDataScript(): ReactNode {
  const {pathname} = useLocation();
  const ownKey = routeDataKey(pathname);
  const key = readData(ownKey) === undefined ? NOT_FOUND_KEY : ownKey;
  const data = readData(key);
  if (data === undefined) throw new Error(`route-data: no route data for ${pathname} and no not-found data in ${dataDir()}.`);
  return (
    <Head>
      <script type="application/json" id={ROUTE_DATA_ELEMENT_ID} data-key={key}>
        {data}
      </script>
    </Head>
  );
}
