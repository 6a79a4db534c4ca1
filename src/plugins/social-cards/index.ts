import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {sidebarPlaces, type SidebarItem} from '../../lib/build/sidebar-places';
import {socialCardPath} from './card-path';
import {cardColours, type CardColours} from './site-colours';
import {drawThread} from './draw-thread';
import {CARD_FONT_FILES, rasteriseCard, resolvePackageFile, type CardContent} from './render';
import {pluginWithOptions} from '../../lib/build/plugin-options';
import {validateOptions, type ResolvedSocialCardsOptions, type SocialCardPage, type SocialCardsOptions} from './options';

export {validateOptions, type ResolvedSocialCardsOptions, type SocialCardPage, type SocialCardsOptions};

type DocsContent = {
  loadedVersions: {
    docs: {id: string; title: string; permalink: string; unlisted: boolean}[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
};
type BlogContent = {blogPosts: {metadata: {title: string; permalink: string; unlisted: boolean}}[]};

export type Card = CardContent & {permalink: string};

/** The files whose code draws a card: a change to any of them redraws every card. */
const DRAWING_CODE = [path.join(__dirname, 'render.ts'), path.join(__dirname, '../../components/LogoMark/geometry.ts')];

/**
 * An Open Graph image per doc page and changelog post (1200 × 630 PNG):
 * title, section and the site's mark in the site's colours, drawn at build
 * time from the docs' and blog's metadata (not from the built HTML), and
 * one per page listed in `pages`. Cards are kept in `cacheDir` by a hash of
 * everything they show, so a warm build only copies them. The theme wrappers
 * beside this file name each doc's and post's card in its meta tags, and the
 * components of the pages in `pages` theirs (SocialCardMeta); other pages
 * keep the site's card (themeConfig.image).
 */
function socialCardsPlugin(context: LoadContext, options: ResolvedSocialCardsOptions): Plugin {
  const {baseUrl, title: siteTitle} = context.siteConfig;
  let cards: Card[] = [];
  return {
    name: 'social-cards',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      cards = socialCards(
        {
          docs: allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined,
          blog: allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined,
        },
        options,
        {title: siteTitle, baseUrl},
      );
    },

    async postBuild({outDir}) {
      const started = performance.now();
      const colours = cardColours(await fs.readFile(options.customCss, 'utf8'), await fs.readFile(options.logoCss, 'utf8'));
      const drawing = await drawingFingerprint(colours);
      await fs.mkdir(options.cacheDir, {recursive: true});
      let drawn = 0;
      // Layouts on a thread of their own, PNGs on sharp's: the build's main
      // thread meanwhile reads the built pages (the built-pages plugin).
      const thread = drawThread(colours);
      try {
        await eachConcurrently(cards, 4, async ({permalink, ...content}) => {
          const cached = path.join(options.cacheDir, `${contentHash(content, drawing)}.png`);
          const target = path.join(outDir, socialCardPath(permalink, baseUrl).slice(baseUrl.length));
          await fs.mkdir(path.dirname(target), {recursive: true});
          try {
            await fs.copyFile(cached, target);
            return;
          } catch {
            // Not drawn yet.
          }
          const png = await rasteriseCard(await thread.draw(content));
          await fs.writeFile(cached, png);
          await fs.writeFile(target, png);
          drawn++;
        });
      } finally {
        await thread.close();
      }
      logger.info(
        `[social-cards] ${cards.length} cards, ${drawn} drawn, ${cards.length - drawn} from the cache, ` + `${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

async function eachConcurrently<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

/**
 * The card of every listed doc and post, and of each page in `pages`. A doc's section is the
 * top-level sidebar category holding it (src/lib/build/sidebar-places.ts), else `defaultSection`.
 */
export function socialCards(
  {docs, blog}: {docs?: DocsContent; blog?: BlogContent},
  options: Pick<ResolvedSocialCardsOptions, 'defaultSection' | 'blogSection' | 'pages'>,
  site: {title: string; baseUrl: string},
): Card[] {
  return [
    ...(docs?.loadedVersions ?? []).flatMap((version) => {
      const places = sidebarPlaces(version.sidebars);
      return version.docs
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({
          title: doc.title,
          section: places.get(doc.id)?.category ?? options.defaultSection,
          siteTitle: site.title,
          permalink: doc.permalink,
        }));
    }),
    ...(blog?.blogPosts ?? [])
      .filter((post) => !post.metadata.unlisted)
      .map((post) => ({title: post.metadata.title, section: options.blogSection, siteTitle: site.title, permalink: post.metadata.permalink})),
    ...options.pages.map(({path: route, ...text}) => ({...text, siteTitle: site.title, permalink: normalizeUrl([site.baseUrl, route])})),
  ];
}

/** What, besides a card's own text, changes how it looks: colours, fonts, the drawing code. */
async function drawingFingerprint(colours: CardColours): Promise<string> {
  const hash = crypto.createHash('sha256').update(JSON.stringify(colours));
  for (const file of [...DRAWING_CODE, ...CARD_FONT_FILES.map(({file}) => resolvePackageFile(file))]) {
    hash.update(await fs.readFile(file));
  }
  for (const library of ['satori', 'sharp']) {
    hash.update(JSON.parse(await fs.readFile(resolvePackageFile(`${library}/package.json`), 'utf8')).version);
  }
  return hash.digest('hex');
}

export function contentHash(content: CardContent, drawing: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([content, drawing]))
    .digest('hex')
    .slice(0, 32);
}

export default pluginWithOptions(socialCardsPlugin, validateOptions);
