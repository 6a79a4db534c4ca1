/** One reader's answer about one page. */
export type PageFeedback = {
  /** The page's path, without query or hash. */
  path: string;
  answer: 'yes' | 'no';
  /** Up to COMMENT_MAX_CHARACTERS characters; empty when the reader wrote nothing. */
  comment: string;
};

/** The longest comment, in characters as the reader counts them (an emoji is one). */
export const COMMENT_MAX_CHARACTERS = 500;

/** The name of the PostHog event an answer becomes. */
export const POSTHOG_FEEDBACK_EVENT = 'docs_page_feedback';
