import type {Config} from '@docusaurus/types';

/**
 * Docusaurus Faster (Rspack, SWC, Lightning CSS) unless DOCS_BUNDLER=webpack,
 * which measures the classic bundler against it (see BENCHMARKS.md), and the
 * v4 flags Faster needs. Shared by the site and its test fixtures.
 */
export const future = {
  faster: process.env.DOCS_BUNDLER !== 'webpack',
  v4: {
    removeLegacyPostBuildHeadAttribute: true,
    useCssCascadeLayers: true,
    // Storage keys stay un-namespaced (`theme`, `docusaurus.announcement.id`, ...).
    siteStorageNamespacing: false,
    fasterByDefault: true,
    mdx1CompatDisabledByDefault: true,
  },
} satisfies Config['future'];
