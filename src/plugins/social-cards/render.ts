import fs from 'node:fs/promises';
import {createRequire} from 'node:module';

import sharp from 'sharp';
import satori from 'satori';

import {markSvg} from '../../components/LogoMark/geometry';
import {SOCIAL_CARD_SIZE} from './card-path';
import type {CardColours} from './site-colours';

/** A file of an installed package, by its path from node_modules. */
export const resolvePackageFile = createRequire(__filename).resolve;

/**
 * What a card shows: the section above the title (none on a page that is a
 * section's own), and under it a one-line description where the title alone
 * says too little (list pages).
 */
export type CardContent = {title: string; section?: string; description?: string; siteTitle: string};

/** An element as satori takes it: React's shape, without React. */
type Node = {type: string; props: {style?: Record<string, unknown>; children?: (Node | string)[] | Node | string; [prop: string]: unknown}};
const h = (type: string, props: Node['props']): Node => ({type, props});

/**
 * Inter from @fontsource/inter (an npm package, so every machine draws the
 * same glyphs: satori turns text into outlines with these files, and no
 * system font is involved). Latin and Latin Extended, regular and bold.
 */
export const CARD_FONT_FILES = [
  {weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff'},
  {weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff'},
  {weight: 400, file: '@fontsource/inter/files/inter-latin-ext-400-normal.woff'},
  {weight: 700, file: '@fontsource/inter/files/inter-latin-ext-700-normal.woff'},
] as const;

type Font = {name: string; data: Buffer; weight: 400 | 700; style: 'normal'};

export async function loadCardFonts(): Promise<Font[]> {
  return Promise.all(
    CARD_FONT_FILES.map(async ({weight, file}) => ({
      name: 'Inter',
      data: await fs.readFile(resolvePackageFile(file)),
      weight,
      style: 'normal' as const,
    })),
  );
}

/** Longer titles get a smaller size, so that three lines hold any title the site has. */
export function titleFontSize(title: string): number {
  if (title.length <= 32) return 72;
  if (title.length <= 64) return 60;
  return 48;
}

/** The card's layout: section above the title, description below, the mark and the site's name at the foot. */
export function cardLayout(content: CardContent, colours: CardColours): Node {
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg(colours.mark, 72)).toString('base64')}`;
  return h('div', {
    style: {
      width: SOCIAL_CARD_SIZE.width,
      height: SOCIAL_CARD_SIZE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundColor: colours.background,
      color: colours.text,
      fontFamily: 'Inter',
    },
    children: [
      h('div', {
        style: {display: 'flex', flexDirection: 'column', gap: 24},
        children: [
          ...(content.section === undefined
            ? []
            : [
                h('div', {
                  style: {fontSize: 32, fontWeight: 700, color: colours.accent, letterSpacing: 1},
                  children: content.section,
                }),
              ]),
          h('div', {
            style: {
              display: 'flex',
              fontSize: titleFontSize(content.title),
              fontWeight: 700,
              lineHeight: 1.15,
            },
            children: content.title,
          }),
          ...(content.description === undefined ? [] : [h('div', {style: {display: 'flex', fontSize: 36, lineHeight: 1.3}, children: content.description})]),
        ],
      }),
      h('div', {
        style: {display: 'flex', alignItems: 'center', gap: 24},
        children: [h('img', {src: mark, width: 72, height: 72}), h('div', {style: {fontSize: 32, fontWeight: 400}, children: content.siteTitle})],
      }),
    ],
  });
}

/** The card as SVG, its text as outlines (satori). */
export function drawCardSvg(content: CardContent, colours: CardColours, fonts: Font[]): Promise<string> {
  return satori(cardLayout(content, colours) as never, {...SOCIAL_CARD_SIZE, fonts});
}

/**
 * A card's SVG as a PNG (sharp). True colour at zlib level 9: about 25 KB
 * and 35 ms; a 256-colour palette halves the file but takes twice as long.
 */
export function rasteriseCard(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({compressionLevel: 9}).toBuffer();
}

/** The card as a PNG. */
export async function renderCard(content: CardContent, colours: CardColours, fonts: Font[]): Promise<Buffer> {
  return rasteriseCard(await drawCardSvg(content, colours, fonts));
}
