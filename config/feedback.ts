import {isHttpUrl} from '../src/lib/build/isHttpUrl';
import type {AnalyticsOptions} from '../src/plugins/analytics';
import type {PageFeedbackOptions} from '../src/plugins/page-feedback';

/**
 * Where the answers of "Was this page helpful?" go, read from the
 * environment at build time: an HTTP POST of JSON to FEEDBACK_URL, and an
 * event to PostHog when analytics sends there. With neither, the question
 * is not on the pages. A malformed value stops the build with a message that
 * names the variable.
 */
export function feedbackOptions(analytics: AnalyticsOptions, env: NodeJS.ProcessEnv = process.env): PageFeedbackOptions {
  const url = env.FEEDBACK_URL?.trim() || undefined;
  if (url && !isHttpUrl(url)) {
    throw new Error(`Feedback configuration: FEEDBACK_URL must be an http(s) URL such as "https://feedback.example.com/docs" (got "${url}").`);
  }
  return {
    ...(url ? {url} : {}),
    ...(analytics.posthog ? {posthog: analytics.posthog} : {}),
  };
}
