/** The site's name and tagline, shown in the page titles and the footer. */
export const site = {
  title: 'Agenta Documentation',
  tagline: 'The LLM platform.',
} as const;
