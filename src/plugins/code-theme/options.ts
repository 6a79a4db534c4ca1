import type {PrismTheme} from 'prism-react-renderer';
import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

const prismTheme = z.custom<PrismTheme>(
  (value) => typeof (value as PrismTheme | undefined)?.plain === 'object' && Array.isArray((value as PrismTheme).styles),
  'must be a prism-react-renderer theme ({plain, styles})',
);

export const codeThemeOptionsSchema = z
  .object({
    light: prismTheme.describe('The Prism theme of code blocks in light mode (config/prism.ts). Required.'),
    dark: prismTheme.describe('The Prism theme of code blocks in dark mode. Required.'),
  })
  .strict();

/** The options as docusaurus.config.ts gives them (no defaults: input and output are one type). */
export type CodeThemeOptions = z.infer<typeof codeThemeOptionsSchema>;

export const validateOptions = optionsValidator('code-theme', codeThemeOptionsSchema);
