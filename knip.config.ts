import type {KnipConfig} from 'knip';

/**
 * What knip needs to hold each package.json (the site's, packages/search's,
 * packages/mcp's) to the imports of its own files; scripts/test.sh runs it twice:
 *
 * - `knip --include dependencies,unlisted,binaries,unresolved`: every import
 *   and command declared, every declared package used;
 * - the same with `--production --strict`: only what the site's build, its
 *   pages and the packages' entries load (the `!` patterns below), each
 *   workspace on its own, so a `dependency` that only tests or scripts use, or
 *   a `devDependency` that the build needs, fails.
 *
 * Most of this is the files nothing imports but something loads by name or by
 * convention. Knip's Docusaurus plugin cannot load docusaurus.config.ts (its
 * loader reads docusaurus-plugin-openapi-docs's published tsconfig.json, whose
 * `extends` names a file the package does not ship), so it reads no config and
 * what it would take from one is written here.
 */

const production = process.argv.includes('--production');

// Modules Docusaurus's bundler provides by alias: theme components, the core
// client API (`@docusaurus/Link`, `useDocusaurusContext` …, from @docusaurus/core)
// and the data plugins generate.
const DOCUSAURUS_ALIASES = [
  /^@theme(-original|-init)?\//,
  /^@generated\//,
  /^@docusaurus\/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext)$/,
];

// Every file under a theme folder is a component Docusaurus may load as
// `@theme/<path>`: the site's swizzles, and the search package's theme.
const THEME_FILES = 'theme/**/*.{ts,tsx}';

const config: KnipConfig = {
  docusaurus: {config: []},
  ignoreDependencies: DOCUSAURUS_ALIASES,
  workspaces: {
    '.': {
      entry: [
        // What the site's build and its pages run.
        'docusaurus.config.ts!',
        // `sidebarPath` of the docs plugin.
        'sidebars.ts!',
        `src/${THEME_FILES}!`,
        // The site's `clientModules`, and the server twins the bundle-splitting plugin finds beside its lazy loaders.
        'src/client/*.ts!',
        'src/client/chunks/*.server.ts!',
        // Plugins load their own files by path (client modules, theme folders, bundler loaders,
        // workers, scripts they bundle), so every file of a plugin counts as loaded; its tests do not.
        'src/plugins/**/*.{ts,tsx,cjs,mjs}!',
        '!src/plugins/**/__tests__/**',
        // Stand-ins listed in src/patches/patches.yaml; the install-time edits, run after every install.
        'src/patches/**/*.{ts,tsx,cjs}!',
        'src/patches/**/edits.mjs!',
        'scripts/postinstall/*.mjs!',
        // Pages that import components.
        '{docs,changelog}/**/*.mdx!',
        // Scripts run by path: scripts/test.sh's steps, the benchmarks' child processes, the host runner.
        'scripts/*.{ts,mjs}',
        'scripts/lib/lighthouse-run.mjs',
        // The fixture sites the tests build (`docusaurus build tests/fixtures/<site>`).
        'tests/fixtures/*/docusaurus.config.ts',
        'tests/fixtures/*/src/pages/**/*.{ts,tsx,mdx}',
      ],
      // Production (`!`) and other patterns must not overlap: `--production` drops the files of the others.
      project: [
        '{docusaurus.config,sidebars}.ts!',
        '{config,src}/**/*.{ts,tsx,cjs,mjs}!',
        // Each feature's tests beside it (`npm run test:unit`).
        '!src/**/__tests__/**!',
        '{docs,changelog}/**/*.mdx!',
        '!docs/reference/api/**',
        'scripts/postinstall/*.mjs!',
        'scripts/*.{ts,mjs}',
        'scripts/lib/**/*.{ts,mjs}',
        'tests/**/*.{ts,tsx,mdx}',
        '{playwright,knip}.config.ts',
      ],
      // Upstream files as recorded, for the review of an upgrade (src/patches/patches.yaml): not the site's code.
      ignore: ['src/patches/baselines/**'],
      // The development server's and the hosts' suites have their own configs (scripts/test.sh).
      playwright: {config: ['playwright.config.ts', 'tests/hosts/playwright.config.ts', 'tests/dev-server/playwright.config.ts']},
      ignoreDependencies: [
        // Font files the social cards read by path (src/plugins/social-cards/render.ts).
        '@fontsource/inter',
        // A command-line tool run from node_modules/.bin (scripts/lib/pagefind.ts).
        'pagefind',
        ...(production
          ? [
              // A plugin named by a string in docusaurus.config.ts.
              '@docusaurus/plugin-ideal-image',
              // Required by name at build time, past the bundler (src/remark/remark-mermaid-images.ts),
              // and the browser driver it runs.
              'mermaid-isomorphic',
              'playwright',
            ]
          : []),
      ],
      // Debian's packages, installed by scripts/lib/ensure-deps.sh (ensure_host_servers);
      // tsx starts the test servers (a devDependency, which `--production` does not count).
      ignoreBinaries: ['nginx', 'caddy', ...(production ? ['tsx'] : [])],
    },
    'packages/search': {
      entry: [
        // The theme the plugin adds (getThemePath), and the first-results script esbuild bundles from its path.
        `src/${THEME_FILES}!`,
        'src/first-results/entry.ts!',
        // The generic fixture site its tests build.
        'tests/fixtures/*/docusaurus.config.ts',
        'tests/fixtures/*/sidebars.ts',
      ],
      project: ['src/**/*.{ts,tsx}!', '{tests,scripts}/**/*.{ts,tsx}'],
      // Peers: the site's own Docusaurus, whose aliases (`@docusaurus/Link`, `@theme/…`) the theme imports.
      ignoreDependencies: production ? ['@docusaurus/core', '@docusaurus/preset-classic'] : [],
    },
    'packages/mcp': {
      // The bin, dist/cli.js, is src/cli.ts bundled by scripts/bundle.ts (knip maps dist to src).
      entry: ['scripts/*.ts'],
      project: ['src/**/*.ts!', '{tests,scripts}/**/*.ts'],
      // The published package runs one bundle, dist/cli.js: the search engine is bundled into it and
      // esbuild only makes it (for the site's build too, through the `./build` export), so both
      // are devDependencies.
      ignoreDependencies: production ? ['@agenta-docs/search', 'esbuild'] : [],
    },
  },
};

export default config;
