import {POSTHOG_FEEDBACK_EVENT, type PageFeedback, type PageFeedbackOptions} from './options';

/** Where one answer goes. */
export type FeedbackDestination = 'url' | 'posthog';

/**
 * The destinations an answer goes to in this browser: the configured URL,
 * and PostHog unless the reader refuses tracking (as the analytics do).
 */
export function feedbackDestinations(options: PageFeedbackOptions, refusesTracking: boolean): FeedbackDestination[] {
  return [
    ...(options.url ? (['url'] as const) : []),
    ...(options.posthog && !refusesTracking ? (['posthog'] as const) : []),
  ];
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
 * Sends the answer to each destination at once and returns those that did
 * not take it (a network error or a status outside 2xx), for a retry.
 */
export async function sendFeedback(
  feedback: PageFeedback,
  destinations: readonly FeedbackDestination[],
  options: PageFeedbackOptions,
  context: {distinctId: string; pageUrl: string},
  fetchImpl: typeof fetch = fetch,
): Promise<FeedbackDestination[]> {
  const results = await Promise.all(
    destinations.map(async (destination) => {
      const {url, body} = feedbackRequest(destination, feedback, options, context);
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body,
          credentials: 'omit',
        });
        return response.ok ? null : destination;
      } catch {
        return destination;
      }
    }),
  );
  return results.filter((destination): destination is FeedbackDestination => destination !== null);
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
