/**
 * The server build's RouteDataScript: the route data file of the page being
 * rendered (written by the browser build, which has finished by then), in a
 * JSON element of the page's head. A page without a route of its own (the
 * 404 page) gets the not-found data.
 */
import fs from 'node:fs';
import path from 'node:path';

import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';

import {inlineJson, NOT_FOUND_KEY, ROUTE_DATA_ELEMENT_ID, routeDataKey} from '../../../lib/shared/route-data';

/** The folder the browser build wrote the route data to (set by the route-data plugin). */
declare const __ROUTE_DATA_OUTPUT_DIR__: string;

const cache = new Map<string, string>();

function readData(key: string): string | undefined {
  if (!cache.has(key)) {
    const file = path.join(__ROUTE_DATA_OUTPUT_DIR__, `${key}.json`);
    if (!fs.existsSync(file)) return undefined;
    cache.set(key, inlineJson(JSON.parse(fs.readFileSync(file, 'utf8'))));
  }
  return cache.get(key);
}

export default function RouteDataScript(): ReactNode {
  const {pathname} = useLocation();
  const data = readData(routeDataKey(pathname)) ?? readData(NOT_FOUND_KEY);
  if (data === undefined) {
    throw new Error(`route-data: no route data for ${pathname} and no not-found data in ${__ROUTE_DATA_OUTPUT_DIR__}; the browser build writes it.`);
  }
  return (
    <Head>
      <script type="application/json" id={ROUTE_DATA_ELEMENT_ID}>
        {data}
      </script>
    </Head>
  );
}
