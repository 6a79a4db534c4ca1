import path from 'node:path';

import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';

import type {PluginOptions as OpenApiPluginOptions} from 'docusaurus-plugin-openapi-docs/src/types';

import {announcementBar} from './config/announcement';
import {buildRules, markdownHooks} from './config/build-rules';
import {apiCodeSampleLanguages} from './config/api-languages';
import {footer} from './config/footer';
import {future} from './config/future';
import {navbar} from './config/navbar';
import {pageSections} from './config/sections';
import {site} from './config/site';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {stylesheetOnlyTheme} from './src/lib/build/prism-theme-css';
import rehypeFocusableTables from './src/remark/rehype-focusable-tables';
import remarkMermaidImages, {type MermaidImagesOptions} from './src/remark/remark-mermaid-images';
import searchPlugin, {SEARCH_WORKER_CHUNK} from '@agenta-docs/search';
import apiReferencePlugin, {apiReferenceThemes, remarkOpenApiPage} from './src/plugins/api-reference';
import {searchOptions} from './config/search';
import changelogReleaseNotesPlugin, {type ChangelogReleaseNotesOptions} from './src/plugins/changelog-release-notes';
import {checkReleasePosts} from './src/plugins/changelog-release-notes/release-posts';
import llmsTxtPlugin, {type LlmsTxtOptions} from './src/plugins/llms-txt';
import bundleSplittingPlugin, {type BundleSplittingOptions} from './src/plugins/bundle-splitting';
import patchesPlugin, {type PatchesOptions} from './src/plugins/patches';
import routeDataPlugin, {navbarDocIds, ROUTE_DATA_PATCHES, withRouteDataPatches, type RouteDataOptions} from './src/plugins/route-data';
import codeThemePlugin, {type CodeThemeOptions} from './src/plugins/code-theme';
import pageTemplatePlugin, {pageTemplate} from './src/plugins/page-template';
import analyticsPlugin from './src/plugins/analytics';
import {analyticsOptions} from './config/analytics';
import {llmsTxtAssistantNote, mcpDocsVersions, mcpInstallLinks, mcpServer, mcpServerOptions, siteAddress} from './config/assistants';
import askAiPlugin from './src/plugins/ask-ai';
import {askAiOptions} from './config/ask-ai';
import hostingPlugin from './src/plugins/hosting';
import mcpServerPlugin from './src/plugins/mcp-server';
import builtPagesPlugin from './src/plugins/built-pages';
import precompressPlugin from './src/plugins/precompress';
import {hostingOptions} from './config/hosting';
import {docsEditUrl, editUrl, generatedPagesEditable, isGeneratedApiPage, repositoryOptions} from './config/repository';
import {feedbackOptions} from './config/feedback';
import pageFeedbackPlugin from './src/plugins/page-feedback';
import robotsTxtPlugin, {type RobotsTxtOptions} from './src/plugins/robots-txt';
import socialCardsPlugin, {type SocialCardsOptions} from './src/plugins/social-cards';
import {gitDatesVcs} from './src/lib/build/git-dates';
import {docsPluginVersions, docsVersions, latestVersion, onlyLatest, openApiSpecOfDocsDir, versionOfFile} from './config/versions';

// Environment switches, read once (DOCS_BUNDLER is read in config/future.ts; search,
// analytics, Ask AI, feedback and repository settings in their modules under config/).
const siteUrl = process.env.DOCS_SITE_URL ?? 'https://docs.agenta.ai';
const baseUrl = process.env.DOCS_BASE_URL ?? '/';
const search = searchOptions();
const analytics = analyticsOptions();
const askAi = askAiOptions();
const feedback = feedbackOptions(analytics);
const repository = repositoryOptions();
// The latest release's API description; each version's are in config/versions.ts.
const openApiSpec = latestVersion.openApiSpec;
const hosting = hostingOptions({search, analytics, askAi, feedback, openApiSpecs: docsVersions.map((version) => version.openApiSpec)});
// The changelog's name and one-line summary (its list page, feeds and social card), and the page
// with the newest releases in full (src/plugins/changelog-release-notes).
const changelog = {title: 'Changelog', description: 'Release notes for every Agenta version.'};
const releaseNotesPath = '/changelog/main';
// Source maps for profiling the production build.
const sourceMaps = process.env.DOCS_SOURCE_MAPS === 'true';
// Patches left out, by id: how `npm run bench:patches` measures what each one buys.
// The development server (`docusaurus start`) keeps Docusaurus's own route tables: route data is
// made for production builds, where the start-up scripts' size matters.
const skippedPatches = withRouteDataPatches([
  ...(process.env.DOCS_SKIP_PATCHES?.split(',')
    .map((id) => id.trim())
    .filter(Boolean) ?? []),
  ...(process.env.NODE_ENV === 'development' ? [ROUTE_DATA_PATCHES[0]] : []),
]);

// Mermaid diagrams become SVG images at build time (drawn in Chromium, cached here).
const mermaidImages: [typeof remarkMermaidImages, MermaidImagesOptions] = [
  remarkMermaidImages,
  {siteDir: __dirname, cacheDir: `${__dirname}/node_modules/.cache/mermaid-svg`},
];

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  customFields: {
    // The Copy page menu's one-click installs of the site's MCP endpoint, where the host serves it.
    mcpInstallLinks: mcpServer.httpOnHost ? mcpInstallLinks(siteAddress(siteUrl, baseUrl)) : null,
  },
  trailingSlash: false,
  // Every page's HTML: its scripts start once the browser has painted it.
  ssrTemplate: pageTemplate,

  ...buildRules,

  future: {
    ...future,
    // Page dates ("Last updated", the sitemap's lastmod) from git, none rather than a wrong one;
    // the API pages generated from the OpenAPI document take its dates.
    experimental_vcs: gitDatesVcs({
      sourceOf: (file) => {
        const version = versionOfFile(file);
        return version && isGeneratedApiPage(path.relative(`${__dirname}/${version.docsDir}`, file)) ? `${__dirname}/${version.openApiSpec}` : file;
      },
    }),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      // i18n/en/code.json holds the site's own words for theme strings (the older versions' banner);
      // the content is written in English and not translated.
      en: {label: 'English', htmlLang: 'en', translate: false},
    },
  },

  markdown: {
    format: 'detect',
    // HTML comments in MDX pages too: the claim markers (`<!-- src:id -->`, scripts/lib/claims)
    // are written the same way in .md and .mdx, and render as nothing.
    mdx1Compat: {comments: true, admonitions: false, headingIds: false},
    hooks: markdownHooks,
    // The generated API pages' edit link opens the OpenAPI document.
    parseFrontMatter: generatedPagesEditable(docsVersions.map((version) => `${__dirname}/${version.docsDir}`)),
  },

  themes: [
    // docusaurus-theme-openapi-docs, its styles on API pages only, then the site's API components over it.
    ...apiReferenceThemes,
    // The DocSearch modal and /search, answered by an index built from the site.
    [searchPlugin, search],
    // Ask AI in the search modal and on /search, only when ASK_AI_URL is set: it plugs into the
    // search plugin's hook and reads the llms-txt plugin's Markdown twins, and says so if either is missing.
    ...(askAi ? [[askAiPlugin, askAi] satisfies PluginConfig] : []),
  ],

  clientModules: ['./src/client/image-zoom.ts', './src/client/preload-lazy-code.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Renders the API operation pages generated from each version's OpenAPI description.
          docItemComponent: '@theme/ApiItem',
          beforeDefaultRemarkPlugins: [mermaidImages],
          // API pages bring the OpenAPI theme's page with their own modules (see the plugin).
          remarkPlugins: [remarkOpenApiPage],
          rehypePlugins: [rehypeFocusableTables],
          editUrl: docsEditUrl(repository, openApiSpecOfDocsDir),
          showLastUpdateTime: true,
          // The latest release at the site's routes, each older one under /<release>/ with a banner (config/versions.ts).
          lastVersion: 'current',
          versions: docsPluginVersions(),
          ...(onlyLatest ? {onlyIncludeVersions: ['current']} : {}),
        },
        blog: {
          path: 'changelog',
          routeBasePath: 'changelog',
          blogTitle: changelog.title,
          blogDescription: changelog.description,
          showReadingTime: false,
          blogSidebarCount: 0,
          archiveBasePath: 'archive',
          beforeDefaultRemarkPlugins: [mermaidImages],
          rehypePlugins: [rehypeFocusableTables],
          editUrl: ({blogDirPath, blogPath}) => editUrl(repository, `${blogDirPath}/${blogPath}`),
          showLastUpdateTime: true,
          onUntruncatedBlogPosts: 'ignore',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          // A post without its date or version stops the build, naming it.
          processBlogPosts: async (posts) => checkReleasePosts(posts),
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Agenta changelog',
            description: changelog.description,
            copyright: `Copyright © ${new Date().getFullYear()} Agenta`,
            limit: false,
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // The search page has nothing of its own to list, nor has an older version's 404 page.
          ignorePatterns: [`${baseUrl}search`, `${baseUrl}**/404.html`],
          // The same git dates as "Last updated"; pages without one have no lastmod.
          lastmod: 'date',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-ideal-image',
      {
        quality: 85,
        max: 1600,
        min: 600,
        steps: 3,
        disableInDev: false,
      } satisfies IdealImageOptions,
    ],
    [
      // docusaurus-plugin-openapi-docs, its pages generated whenever the site loads.
      apiReferencePlugin,
      {
        id: 'api',
        docsPluginId: 'classic',
        // One API description per docs version, its pages inside that version's docs.
        config: Object.fromEntries(
          docsVersions.map((version) => [
            version.apiKey,
            {
              specPath: version.openApiSpec,
              outputDir: version.apiOutputDir,
              sidebarOptions: {groupPathsBy: 'tag'},
              showSchemas: false,
              hideSendButton: false,
            },
          ]),
        ),
      } satisfies OpenApiPluginOptions,
    ],
    // The changes to upstream modules listed in src/patches/patches.yaml, checked against what is installed.
    [patchesPlugin, {skip: skippedPatches} satisfies PatchesOptions],
    // Each path's routes, modules and chunk files as route data, not in every page's scripts.
    [
      routeDataPlugin,
      {
        keepDocIds: navbarDocIds(navbar.items),
        enabled: !skippedPatches.includes(ROUTE_DATA_PATCHES[0]),
      } satisfies RouteDataOptions,
    ],
    // How the scripts and styles are cut into files (the one plugin setting splitChunks).
    [
      bundleSplittingPlugin,
      {
        sourceMaps,
        wholeChunks: [SEARCH_WORKER_CHUNK],
        onePageKindDirs: docsVersions.map((version) => `${__dirname}/${version.apiOutputDir}`),
      } satisfies BundleSplittingOptions,
    ],
    // The compile hint of the start-up scripts; its template.ts is ssrTemplate above.
    pageTemplatePlugin,
    // Brotli and gzip copies of scripts and style sheets, for servers that send precompressed files.
    precompressPlugin,
    // Code colours from a style sheet, the same markup in both colour modes (src/lib/build/prism-theme-css.ts).
    [codeThemePlugin, {light: lightCodeTheme, dark: darkCodeTheme} satisfies CodeThemeOptions],
    [changelogReleaseNotesPlugin, {path: releaseNotesPath} satisfies ChangelogReleaseNotesOptions],
    [
      llmsTxtPlugin,
      {
        summary: site.summary,
        // How a coding assistant can read the site through the MCP server (packages/mcp).
        assistantNote: llmsTxtAssistantNote(siteUrl, baseUrl),
        // One llms.txt section per sidebar area; list pages and the release notes go to "Optional".
        sections: [
          {title: 'Docs', sidebar: 'docs'},
          {title: 'Tutorials', sidebar: 'guides'},
          {title: 'API', sidebar: 'reference', category: 'API'},
          {title: 'CLI', sidebar: 'reference', category: 'CLI'},
          {title: 'SDK', sidebar: 'reference', category: 'SDK'},
          {title: pageSections.changelog, blogPluginId: 'default'},
        ],
        openApiSpec,
        versionOpenApiSpecs: Object.fromEntries(docsVersions.filter((version) => !version.latest).map((version) => [version.name, version.openApiSpec])),
      } satisfies LlmsTxtOptions,
    ],
    // PostHog, Google tag and Hotjar: each only when its variable is set (config/analytics.ts).
    [analyticsPlugin, analytics],
    // "Was this page helpful?", only when FEEDBACK_URL or PostHog is set (config/feedback.ts).
    [pageFeedbackPlugin, feedback],
    // An Open Graph image per doc page, changelog post and changelog page, drawn at build time.
    [
      socialCardsPlugin,
      {
        cacheDir: `${__dirname}/node_modules/.cache/social-cards`,
        customCss: `${__dirname}/src/css/custom.css`,
        logoCss: `${__dirname}/src/components/LogoMark/styles.module.css`,
        defaultSection: pageSections.outsideCategories,
        blogSection: pageSections.changelog,
        // The changelog's own pages (their components name these cards); the list's later pages keep the site's.
        pages: [
          {path: '/changelog', title: changelog.title, description: changelog.description},
          {path: releaseNotesPath, section: pageSections.changelog, title: 'Release notes', description: 'The newest Agenta releases in full, newest first.'},
          {path: '/changelog/archive', section: pageSections.changelog, title: 'Archive', description: 'Every Agenta release, one page each, by year.'},
        ],
      } satisfies SocialCardsOptions,
    ],
    // Crawlers keep off search results (one page per query); the sitemap's address.
    [robotsTxtPlugin, {disallow: [`${baseUrl}search?`]} satisfies RobotsTxtOptions],
    // One read of the built pages, for the plugins that make something from them (search, llms-txt, hosting).
    builtPagesPlugin,
    // The hosting policy (config/hosting.ts, a Content-Security-Policy for exactly what this build
    // calls) and the file each host reads it from: _headers, _redirects, vercel.json, nginx, Caddy.
    [hostingPlugin, hosting],
    // The MCP server's npm tarball under /mcp/ (and the newest at /agenta-docs-mcp.tgz), the list of
    // docs versions it reads (docs-versions.json), and the Cloudflare Pages worker that answers MCP
    // at /mcp and hides the policy's files there.
    [mcpServerPlugin, mcpServerOptions(siteAddress(siteUrl, baseUrl), hosting, mcpDocsVersions(docsVersions, search))],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'agenta, llm, prompt management, evaluation, observability'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    navbar,
    footer,
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      // Colourless: the code-theme plugin colours code from lightCodeTheme and darkCodeTheme.
      theme: stylesheetOnlyTheme,
      darkTheme: stylesheetOnlyTheme,
      additionalLanguages: ['bash', 'json', 'yaml', 'toml', 'python', 'hcl', 'diff'],
    },
    languageTabs: apiCodeSampleLanguages,
    api: {
      // The theme never stores the reader's API key: its storage access is unguarded and
      // breaks where storage is blocked. The panel's "Remember in this tab" choice
      // (src/plugins/api-reference/theme/ApiExplorer/Authorization) keeps it in sessionStorage when the reader asks.
      authPersistence: false,
    },
    zoom: {
      selector: '.markdown img',
      background: {
        light: 'rgb(255, 255, 255)',
        dark: 'rgb(27, 27, 29)',
      },
      config: {
        margin: 50,
        background: 'white',
        scrollOffset: 40,
      },
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
