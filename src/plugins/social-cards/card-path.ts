/** Where the build writes social cards, under the site's base URL. */
export const SOCIAL_CARDS_DIR = 'img/social';

/** The card's size, as Open Graph and X (Twitter) large-image cards expect it. */
export const SOCIAL_CARD_SIZE = {width: 1200, height: 630} as const;

/**
 * The URL path of a page's card: its path below the base URL, under
 * SOCIAL_CARDS_DIR (`/evaluation/overview` → `/img/social/evaluation/overview.png`,
 * the home page `index.png`). Shared by the plugin, which writes the files,
 * and the theme wrappers, which name them in the page's meta tags.
 */
export function socialCardPath(permalink: string, baseUrl: string): string {
  const page = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\/+/, '');
  return `${baseUrl}${SOCIAL_CARDS_DIR}/${page.replace(/\/+$/, '') || 'index'}.png`;
}
