import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

const text = z.string().min(1, 'must be a non-empty string');

/** A page of another kind (a plugin's page, an index), with the text of its card. */
const cardPageSchema = z
  .object({
    path: text
      .startsWith('/', 'must be the page\'s route below the base URL, starting with "/"')
      .describe('The page\'s route below the base URL, starting with "/".'),
    title: text.describe("The card's title."),
    description: text.describe('One line, under the title.'),
    section: text.optional().describe('The section the card names. Default: none.'),
  })
  .strict();

export const socialCardsOptionsSchema = z
  .object({
    cacheDir: text.describe('Where drawn cards are kept between builds, by a hash of what they show. Required.'),
    customCss: text.describe("The site's style sheet, whose colours the cards use. Required."),
    logoCss: text.describe("The mark's style sheet, whose colours the cards use. Required."),
    defaultSection: text.describe(
      'The section of a doc outside any sidebar category (src/lib/build/sidebar-places.ts says which category holds a doc). Required.',
    ),
    blogSection: text.describe('The section of every changelog post. Required.'),
    pages: z
      .array(cardPageSchema)
      .default([])
      .describe("Pages that are neither docs nor posts, each with its card's text; each page's component names its card (SocialCardMeta). Default: none."),
  })
  .strict();

export type SocialCardPage = z.infer<typeof cardPageSchema>;
/** The options as docusaurus.config.ts gives them. */
export type SocialCardsOptions = z.input<typeof socialCardsOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedSocialCardsOptions = z.output<typeof socialCardsOptionsSchema>;

export const validateOptions = optionsValidator('social-cards', socialCardsOptionsSchema);
