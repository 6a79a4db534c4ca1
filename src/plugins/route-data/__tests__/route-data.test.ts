/**
 * Route data (src/plugins/route-data): the route table cut per path at build,
 * merged back in the browser. Whatever was loaded, in whatever order, a
 * loaded path matches the routes the full table gives it, and a path without
 * a route matches what the full table gives an unknown path.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {matchRoutes, type RouteConfig} from 'react-router-config';

import {branchFor, mergeBranches, notFoundBranch, parseRoutesModule, routePaths, type TableRoute} from '../build/route-tree';
import {createRouteTable} from '../client/merge-routes';
import {inlineJson, routeDataKey, routeDataPath} from '../format';
import {docsOfPath} from '../build/global-data';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, required as the bundler requires it
const {pruneDocsLists} = require('../build/global-data-loader.cjs') as {
  pruneDocsLists(data: unknown, keep: string[]): {[plugin: string]: {[instance: string]: {versions: {docs: {id: string}[]}[]}}};
};

/** A table shaped as Docusaurus writes it for this site: blog routes, /search, the docs under "/", the catch-all. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {path: '/changelog', component: ComponentCreator('/changelog', 'a80'), exact: true},
  {path: '/changelog/main', component: ComponentCreator('/changelog/main', '0a2'), exact: true},
  {path: '/changelog/v0-27-0', component: ComponentCreator('/changelog/v0-27-0', '6b3'), exact: true},
  {path: '/search', component: ComponentCreator('/search', '822'), exact: true},
  {
    path: '/',
    component: ComponentCreator('/', 'b1e'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'c2f'),
        routes: [
          {
            path: '/',
            component: ComponentCreator('/', 'd30'),
            routes: [
              {path: '/concepts/architecture', component: ComponentCreator('/concepts/architecture', 'e41'), exact: true, sidebar: "docs"},
              {path: '/evaluation/overview', component: ComponentCreator('/evaluation/overview', 'f52'), exact: true, sidebar: "docs"},
              {path: '/reference/api/create-app', component: ComponentCreator('/reference/api/create-app', '063'), exact: true, sidebar: "reference"},
              {path: '/', component: ComponentCreator('/', '174'), exact: true, sidebar: "docs"}
            ]
          }
        ]
      }
    ]
  },
  {path: '*', component: ComponentCreator('*')},
];
`;

const table = parseRoutesModule(ROUTES_JS);
const chunkNames: Record<string, unknown> = Object.fromEntries(
  routePaths(table).flatMap((routePath) => {
    const hashes: string[] = [];
    const visit = (list: TableRoute[]) =>
      list.forEach((route) => {
        if (route.path === routePath && route.hash) hashes.push(route.hash);
        if (route.routes) visit(route.routes);
      });
    visit(table);
    return hashes.map((hash) => [`${routePath}-${hash}`, {__comp: `comp-${hash}`, content: `content-${hash}`}]);
  }),
);

/** A route's identity in a match list: its path and chunk names (the full table's routes are told apart by their hash). */
function describe(matches: {route: RouteConfig}[], chunksOf: (route: RouteConfig) => unknown): string[] {
  return matches.map(({route}) => `${route.path}|${route.exact ? 'exact' : ''}|${JSON.stringify(chunksOf(route))}`);
}

function fullMatches(pathname: string): string[] {
  return describe(matchRoutes(table as unknown as RouteConfig[], pathname), (route) => {
    const {hash} = route as unknown as TableRoute;
    return hash === undefined ? undefined : chunkNames[`${route.path}-${hash}`];
  });
}

function loadedTable() {
  return createRouteTable(() => () => null);
}

function partialMatches(loaded: ReturnType<typeof loadedTable>, pathname: string): string[] {
  return describe(matchRoutes(loaded.routes, pathname), (route) => loaded.chunkNamesOf(route));
}

const paths = routePaths(table);
const home = branchFor(table, '/', chunkNames);

test("routes.js is read with each route's hash and attributes", () => {
  assert.deepEqual(paths, [
    '/changelog',
    '/changelog/main',
    '/changelog/v0-27-0',
    '/search',
    '/',
    '/concepts/architecture',
    '/evaluation/overview',
    '/reference/api/create-app',
  ]);
  const leaf = branchFor(table, '/reference/api/create-app', chunkNames)[0]!.routes![0]!.routes![0]!.routes![0]!;
  assert.deepEqual(leaf, {
    i: 2,
    path: '/reference/api/create-app',
    exact: true,
    chunks: {__comp: 'comp-063', content: 'content-063'},
    attributes: {sidebar: 'reference'},
  });
  assert.throws(() => parseRoutesModule('const routes = [];'), /has no default export/);
  assert.throws(() => parseRoutesModule('export default [{component: 1}];'), /without a path or a ComponentCreator component/);
});

test('a path alone in the table matches what the full table gives it', () => {
  for (const pathname of paths) {
    const loaded = loadedTable();
    loaded.merge(mergeBranches(branchFor(table, pathname, chunkNames), home));
    assert.deepEqual(partialMatches(loaded, pathname), fullMatches(pathname), pathname);
    assert.ok(fullMatches(pathname).length > 0, pathname);
  }
});

test('paths loaded in any order each still match what the full table gives them', () => {
  const orders = [paths, [...paths].reverse(), [paths[6]!, paths[0]!, paths[4]!, paths[3]!, paths[7]!, paths[1]!, paths[5]!, paths[2]!]];
  for (const order of orders) {
    const loaded = loadedTable();
    order.forEach((pathname, step) => {
      loaded.merge(mergeBranches(branchFor(table, pathname, chunkNames), home));
      for (const known of order.slice(0, step + 1))
        assert.deepEqual(partialMatches(loaded, known), fullMatches(known), `${known} after ${order.slice(0, step + 1).join(', ')}`);
    });
  }
});

test('a route keeps its key and place when routes are added beside it', () => {
  const loaded = loadedTable();
  loaded.merge(branchFor(table, '/evaluation/overview', chunkNames));
  const layout = loaded.routes[0]!;
  assert.equal(layout.key, 'r.4');
  loaded.merge(branchFor(table, '/changelog/main', chunkNames));
  loaded.merge(branchFor(table, '/concepts/architecture', chunkNames));
  assert.deepEqual(
    loaded.routes.map((route) => route.key),
    ['r.1', 'r.4'],
  );
  assert.equal(loaded.routes[1], layout, 'the docs layout is the same route object');
  assert.deepEqual(
    layout.routes![0]!.routes![0]!.routes!.map((route) => route.path),
    ['/concepts/architecture', '/evaluation/overview'],
  );
});

test('a path without a route matches what the full table gives an unknown path', () => {
  for (const pathname of ['/no/such/page', '/changelog/no-such-post', '/evaluation/overview/extra']) {
    const loaded = loadedTable();
    loaded.merge(branchFor(table, '/changelog/main', chunkNames));
    loaded.merge(mergeBranches(notFoundBranch(table, chunkNames), home));
    assert.deepEqual(partialMatches(loaded, pathname), fullMatches(pathname), pathname);
  }
});

test("a link's query, fragment, escapes, case and trailing slash do not change its route data file", () => {
  assert.equal(routeDataPath('/evaluation/overview/?q=1#setup'), '/evaluation/overview');
  assert.equal(routeDataPath('/'), '/');
  assert.equal(routeDataPath('/caf%C3%A9'), '/café');
  assert.equal(routeDataPath('/bad%E0%A4%A'), '/bad%e0%a4%a');
  // Routes match regardless of case, as react-router and Docusaurus's link check do.
  assert.equal(routeDataKey('/Tutorials/SDK/evaluate-with-SDK'), routeDataKey('/tutorials/sdk/evaluate-with-sdk'));
  assert.equal(routeDataKey('/evaluation/overview#x'), routeDataKey('/evaluation/overview/'));
  assert.notEqual(routeDataKey('/evaluation/overview'), routeDataKey('/evaluation/overviews'));
  assert.match(routeDataKey('/'), /^[0-9a-f]{16}$/);
});

test('inline route data cannot end its script element', () => {
  const json = inlineJson({title: '</script><script>alert(1)</script>', line: '\u2028'});
  assert.ok(!json.includes('<'));
  assert.deepEqual(JSON.parse(json), {title: '</script><script>alert(1)</script>', line: '\u2028'});
});

test("the browser's docs lists keep each version's main doc and the docs the chrome names", () => {
  const data = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/',
        versions: [{name: 'current', mainDocId: 'intro', docs: [{id: 'intro'}, {id: 'a'}, {id: 'b'}, {id: 'navbar-doc'}]}],
      },
    },
    'search-local': {default: {indexUrl: '/search-index.json'}},
  };
  const pruned = pruneDocsLists(data, ['navbar-doc']);
  assert.deepEqual(
    pruned['docusaurus-plugin-content-docs']!.default!.versions[0]!.docs.map((doc) => doc.id),
    ['intro', 'navbar-doc'],
  );
  assert.deepEqual((pruned as Record<string, unknown>)['search-local'], data['search-local']);
});

test('on a site whose docs are not at the root, an unknown path gets the catch-all route', () => {
  const blogOnly = parseRoutesModule(`export default [
  {path: '/blog', component: ComponentCreator('/blog', 'a1'), exact: true},
  {path: '/docs', component: ComponentCreator('/docs', 'b2'), routes: [
    {path: '/docs/intro', component: ComponentCreator('/docs/intro', 'c3'), exact: true}
  ]},
  {path: '*', component: ComponentCreator('*')},
];`);
  const loaded = loadedTable();
  loaded.merge(notFoundBranch(blogOnly, {}));
  assert.deepEqual(
    notFoundBranch(
      parseRoutesModule(`export default [
  {path: '/a', component: ComponentCreator('/a', 'a1'), exact: true},
  {path: '/tags/:tag', component: ComponentCreator('/tags/:tag', 'b2'), exact: true},
];`),
      {},
    ).map((node) => node.path),
    ['/tags/:tag'],
    'a route with a parameter matches other paths',
  );
  assert.deepEqual(
    matchRoutes(loaded.routes, '/no/such/page').map(({route}) => route.path),
    ['*'],
  );
  assert.deepEqual(
    matchRoutes(loaded.routes, '/docs/no-such-doc').map(({route}) => route.path),
    ['/docs'],
  );
  assert.deepEqual(
    matchRoutes(blogOnly as unknown as RouteConfig[], '/docs/no-such-doc').map(({route}) => route.path),
    ['/docs'],
  );
});

test("a docs version's props keep the docs its sidebars list in the browser build, and nothing else changes", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, required as the bundler requires it
  const loader = require('../build/version-props-loader.cjs') as (this: {resourcePath: string}, source: string) => string;
  const context = {resourcePath: '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json'};
  // A doc listed in a category, one listed with no displayed sidebar (a `ref`), one in no sidebar.
  const docs = {intro: {id: 'intro', title: 'Intro', sidebar: 'docs'}, shared: {id: 'shared', title: 'Shared'}, copy: {id: 'copy', title: 'In no sidebar'}};
  const docsSidebars = {
    docs: [{type: 'category', label: 'Start', items: [{type: 'link', href: '/intro', docId: 'intro'}]}],
    other: [{type: 'link', href: '/shared', docId: 'shared'}],
  };
  const version = {version: {pluginId: 'default', docsSidebars, docs}};
  assert.deepEqual(JSON.parse(loader.call(context, JSON.stringify(version))), {
    version: {pluginId: 'default', docsSidebars, docs: {intro: docs.intro, shared: docs.shared}},
  });
  const category = JSON.stringify({categoryGeneratedIndex: {title: 'API', docs: {}}});
  assert.equal(loader.call(context, category), category);
  assert.throws(() => loader.call(context, '{not json'), /index-466\.json is not JSON/);
});

test("a path's docs bring the same docs of the plugin's other versions, for the version dropdown and banner", () => {
  const instances = {
    default: {
      versions: [
        {
          name: 'current',
          docs: [
            {id: 'intro', path: '/'},
            {id: 'eval', path: '/eval'},
            {id: 'new', path: '/new'},
          ],
        },
        {
          name: '0.27',
          docs: [
            {id: 'intro', path: '/0.27'},
            {id: 'eval', path: '/0.27/eval'},
            {id: 'old', path: '/0.27/old'},
          ],
        },
      ],
    },
  };
  const shown = (routePath: string) => docsOfPath(instances, routePath).map(({version, doc}) => `${version} ${doc.path}`);
  assert.deepEqual(shown('/eval'), ['current /eval', '0.27 /0.27/eval']);
  assert.deepEqual(shown('/0.27/eval'), ['current /eval', '0.27 /0.27/eval']);
  // A doc in one version only has no counterpart: the dropdown links the other version's main doc.
  assert.deepEqual(shown('/new'), ['current /new']);
  assert.deepEqual(shown('/0.27/old'), ['0.27 /0.27/old']);
});

test("a 404 page of its own (an older docs version's) has no route data file: like the site's, it carries the not-found data", () => {
  const withVersionNotFound = parseRoutesModule(
    ROUTES_JS.replace(
      "  {path: '/search',",
      "  {path: '/0.27/404.html', component: ComponentCreator('/0.27/404.html', '9d1'), exact: true},\n  {path: '/search',",
    ),
  );
  assert.ok(withVersionNotFound.some((route) => route.path === '/0.27/404.html'));
  assert.deepEqual(routePaths(withVersionNotFound), paths);
});
