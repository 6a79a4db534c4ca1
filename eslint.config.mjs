// ESLint for the site and its workspace packages: `npm run lint`.
// typescript-eslint's and React's recommended rules, the accessibility rules of jsx-a11y, and the
// import boundaries of ARCHITECTURE.md ("Imports run one way") as import-x's no-restricted-paths.
import fs from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import {importX} from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import {defineConfig} from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Each workspace package's folder and the files its `exports` name, relative to its folder. */
const workspacePackages = fs
  .readdirSync(path.join(root, 'packages'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'packages', entry.name, 'package.json')))
  .map((entry) => {
    const dir = `./packages/${entry.name}`;
    const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const entries = Object.values(manifest.exports ?? {}).filter((file) => typeof file === 'string');
    return {dir, name: manifest.name, entryNames: Object.keys(manifest.exports ?? {}), entries};
  });

// The site's own code, outside the workspace packages.
const SITE = ['./docusaurus.config.ts', './sidebars.ts', './playwright.config.ts', './config', './src', './scripts', './tests'];

// import-x's zones: `target` files may not import from `from`, but for `except` (relative to `from`).
// The site's layers hold for its code; tests may import any of it.
const siteBoundaries = [
  // src/lib uses nothing of the site; what runs in Node, in the page and in both stays apart.
  {
    target: './src/lib',
    from: [...SITE.filter((dir) => dir !== './src'), './src/client', './src/components', './src/patches', './src/plugins', './src/remark', './src/theme'],
    message: 'src/lib uses nothing of the site (ARCHITECTURE.md, "Imports run one way").',
  },
  {
    target: './src/lib/shared',
    from: ['./src/lib/build', './src/lib/browser'],
    message: 'src/lib/shared runs in Node and in the page: it imports neither src/lib/build nor src/lib/browser.',
  },
  {target: './src/lib/browser', from: './src/lib/build', message: 'src/lib/browser runs in the page: it cannot import src/lib/build (Node).'},
  {target: './src/lib/build', from: './src/lib/browser', message: 'src/lib/build runs in Node: it cannot import src/lib/browser (the page).'},
  // config/ and docusaurus.config.ts use plugins, theme and client code; never the other way.
  {
    target: './src',
    from: ['./config', './docusaurus.config.ts'],
    message: 'Plugins, theme and client code do not import the site config (ARCHITECTURE.md, "Imports run one way").',
  },
];

// A workspace package uses nothing of the site nor of another package but its entries; the rest of
// the repository, tests too, reaches a package only through its `exports`.
// no-restricted-paths sees the files an import resolves to, so a package's name with a path its
// `exports` do not name (which resolves to nothing) is no-internal-modules' to refuse.
// tests/unit/import-boundaries.test.ts crosses each boundary once to see its rule fire.
const packageBoundaries = [
  ...workspacePackages.flatMap((pkg) => [
    {
      target: pkg.dir,
      from: './',
      except: [
        pkg.dir,
        './node_modules',
        ...workspacePackages.filter((other) => other !== pkg).flatMap((other) => other.entries.map((file) => path.posix.join(other.dir, file))),
      ],
      message: 'A workspace package imports nothing of the site, and only the entries (`exports`) of another package.',
    },
    {
      target: [...SITE, ...workspacePackages.filter((other) => other !== pkg).map((other) => other.dir)],
      from: pkg.dir,
      except: pkg.entries,
      message: `Import ${pkg.dir} through one of its package.json \`exports\`, not its files.`,
    },
  ]),
];

const THEME_ORIGINAL_IN_PLUGIN = "A local plugin reaches the component it wraps as @theme-init/…; @theme-original/… names the plugin's own file.";

/** Per package, globs of its name with a path its `exports` do not name: `@agenta-docs/search/src/engine`. */
const unexportedPackagePaths = workspacePackages.flatMap((pkg) => {
  const subpaths = pkg.entryNames.filter((entry) => entry !== '.').map((entry) => entry.slice(2));
  if (subpaths.some((subpath) => subpath.includes('/')))
    throw new Error(`${pkg.name}: an \`exports\` path of more than one segment needs a glob of its own here.`);
  return [`${pkg.name}/!(${subpaths.join('|')})`, `${pkg.name}/*/**/*`];
});

export default defineConfig(
  {
    ignores: [
      // The build folders (as .gitignore lists them), not src/lib/build.
      'build/',
      'build-one-version/',
      'tests/fixtures/*/build/',
      'packages/*/tests/fixtures/*/build/',
      '**/.docusaurus/',
      'packages/*/dist/',
      'static/',
      'test-results/',
      'playwright-report/',
      // Generated from openapi/agenta.yaml.
      'docs/reference/api/',
      // Copies of upstream files, compared with the installed ones (src/patches/patches.yaml).
      'src/patches/baselines/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // An argument before a used one, and a key left out of a rest copy, are not unused.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', ignoreRestSiblings: true}],
    },
  },
  {
    // React code: the site's theme, components, client code and plugins' client parts, the search package's theme.
    files: ['src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
  },
  {
    plugins: {'import-x': importX},
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    settings: {
      // The root tsconfig.json includes the packages: its paths (`@site/*`) and the packages' `exports`.
      'import-x/resolver-next': [createTypeScriptImportResolver({project: 'tsconfig.json'})],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', {zones: [...siteBoundaries, ...packageBoundaries]}],
      'import-x/no-internal-modules': ['error', {forbid: unexportedPackagePaths}],
    },
  },
  {
    // In a plugin's theme, @theme-original/X is the last theme's X: the plugin's own file, itself.
    // It wraps the component of the themes before it as @theme-init/X.
    files: ['src/plugins/**', 'packages/*/src/**'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [{group: ['@theme-original/*'], message: THEME_ORIGINAL_IN_PLUGIN}]}],
      // no-restricted-imports sees no import().
      'no-restricted-syntax': ['error', {selector: 'ImportExpression > Literal[value=/^@theme-original\\//]', message: THEME_ORIGINAL_IN_PLUGIN}],
    },
  },
  {
    files: ['tests/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {zones: packageBoundaries}],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
