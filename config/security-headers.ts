import fs from 'node:fs';

import {parse as parseYaml} from 'yaml';

import {analyticsCspSources, type AnalyticsOptions} from '../src/plugins/analytics';
import {askAiCspSources, type AskAiOptions} from '../src/plugins/ask-ai';
import type {SearchPluginOptions} from '../src/plugins/search';
import {searchCspSources} from '../src/plugins/search/csp-sources';
import {pageFeedbackCspSources, type PageFeedbackOptions} from '../src/plugins/page-feedback';
import type {SecurityHeadersOptions} from '../src/plugins/security-headers';
import {apiServerCspSources} from '../src/plugins/security-headers/api-servers';

/**
 * The hosts the built site may reach beyond its own origin, gathered from the
 * features that are configured: the Algolia hosts when search uses Algolia,
 * the analytics services that are set, Ask AI's chat endpoint and the feedback URL
 * when set, and the API servers the API reference's request panel calls.
 */
export function securityHeadersOptions(features: {
  search?: SearchPluginOptions;
  analytics?: AnalyticsOptions;
  askAi?: AskAiOptions;
  feedback?: PageFeedbackOptions;
  /** Path of the OpenAPI document whose operations have a "Send API request" panel. */
  openApiSpec?: string;
}): SecurityHeadersOptions {
  return {
    allow: [
      ...searchCspSources(features.search?.algolia),
      ...analyticsCspSources(features.analytics ?? {}),
      ...askAiCspSources(features.askAi),
      ...pageFeedbackCspSources(features.feedback ?? {}),
      ...(features.openApiSpec
        ? [apiServerCspSources(parseYaml(fs.readFileSync(features.openApiSpec, 'utf8')))]
        : []),
    ],
  };
}
