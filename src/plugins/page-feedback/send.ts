import {POSTHOG_FEEDBACK_EVENT, type PageFeedback} from './feedback';
import type {PageFeedbackOptions} from './options';

/** Where one answer goes. */
export type FeedbackDestination = 'url' | 'posthog';

/**
 * The destinations an answer goes to in this browser: the configured URL,
 * and PostHog unless the reader refuses tracking (as the analytics do).
 */
export function feedbackDestinations(options: PageFeedbackOptions, refusesTracking: boolean): FeedbackDestination[] {
  return [...(options.url ? (['url'] as const) : []), ...(options.posthog && !refusesTracking ? (['posthog'] as const) : [])];
}

/** The request an answer becomes for one destination: JSON, the comment as a string value, never markup. */
export function feedbackRequest(
  destination: FeedbackDestination,
  feedback: PageFeedback,
  options: PageFeedbackOptions,
  context: {distinctId: string; pageUrl: string},
): {url: string; body: string} {
  if (destination === 'url') {
    return {url: options.url!, body: JSON.stringify(feedback)};
  }
  const {apiKey, apiHost} = options.posthog!;
  // PostHog's capture endpoint for one event. The id is this page load's,
  // like the analytics' memory-only one, and no person profile is made.
  return {
    url: `${apiHost}/i/v0/e/`,
    body: JSON.stringify({
      api_key: apiKey,
      event: POSTHOG_FEEDBACK_EVENT,
      distinct_id: context.distinctId,
      properties: {...feedback, $current_url: context.pageUrl, $process_person_profile: false},
    }),
  };
}

/**
 * How long a destination may take to answer before the reader is told it
 * did not: an answer is a few hundred bytes, which a working endpoint takes
 * in well under a second, even over a slow mobile network.
 */
export const FEEDBACK_TIMEOUT_MS = 10_000;

/** What a send left undone: the destinations to retry, and whether one of them did not answer in time. */
export type FeedbackSendResult = {failed: FeedbackDestination[]; timedOut: boolean};

/**
 * Sends the answer to each destination at once and returns those that did
 * not take it (a network error, a status outside 2xx, or no answer within
 * `timeoutMs`, when the request is aborted), for a retry.
 */
export async function sendFeedback(
  feedback: PageFeedback,
  destinations: readonly FeedbackDestination[],
  options: PageFeedbackOptions,
  context: {distinctId: string; pageUrl: string},
  fetchImpl: typeof fetch = fetch,
  timeoutMs = FEEDBACK_TIMEOUT_MS,
): Promise<FeedbackSendResult> {
  const results = await Promise.all(
    destinations.map(async (destination) => {
      const {url, body} = feedbackRequest(destination, feedback, options, context);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body,
          credentials: 'omit',
          signal: controller.signal,
        });
        return response.ok ? null : {destination, timedOut: false};
      } catch {
        return {destination, timedOut: controller.signal.aborted};
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const failed = results.filter((result) => result !== null);
  return {failed: failed.map((result) => result.destination), timedOut: failed.some((result) => result.timedOut)};
}

/** What the reader is told when an answer was not sent: that the service did not answer in time, or that it could not be reached. */
export function feedbackFailureMessage(timedOut: boolean, timeoutMs = FEEDBACK_TIMEOUT_MS): string {
  if (!timedOut) return 'Your feedback could not be sent. Check your connection and try again.';
  const seconds = Number((timeoutMs / 1000).toFixed(1));
  return `Your feedback was not sent: the feedback service did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Try again.`;
}

/** Characters as a reader counts them: an emoji or an accented letter is one. */
export function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return [...new Intl.Segmenter(undefined, {granularity: 'grapheme'}).segment(text)].map((part) => part.segment);
  }
  return [...text];
}

/** The text cut to at most `max` characters, counted as graphemes. */
export function limitCharacters(text: string, max: number): {text: string; count: number} {
  const parts = graphemes(text);
  return parts.length <= max ? {text, count: parts.length} : {text: parts.slice(0, max).join(''), count: max};
}
