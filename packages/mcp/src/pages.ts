import {resolveSitePath, SiteError, siteUrlFor, type SiteSource} from './site';
import {capText} from './text';
import {placePage, unlistedVersions, type SiteVersion, type SiteVersions} from './versions';

/** Characters of a page (or section) returned at most: about 10,000 tokens. */
export const PAGE_ANSWER_LIMIT = 40_000;
/**
 * Headings an unknown heading's answer lists at most, each cut to
 * LISTED_HEADING_LENGTH characters: a page of 40,000 headings (or one heading
 * as long as a page) would otherwise make that answer megabytes long.
 */
export const MAX_LISTED_HEADINGS = 50;
const LISTED_HEADING_LENGTH = 100;

/**
 * The path of a page's Markdown twin, which the site's build writes beside
 * each page: the page path plus `.md`, `index.md` for the site's root.
 * (The site's own rule, src/lib/shared/markdownTwinPath.ts, says the same for
 * paths ending in "/"; page paths here never end in one but the root.)
 */
export function markdownTwinPath(pagePath: string): string {
  return pagePath === '' ? 'index.md' : `${pagePath}.md`;
}

/** A page path as the site serves it: no trailing slash, no `.html`/`.md`/`/index` ending. */
export function pagePathOf(sitePath: string): string {
  return sitePath
    .replace(/\/+$/, '')
    .replace(/\.(?:html|md)$/, '')
    .replace(/(?:^|\/)index$/, '');
}

export interface Heading {
  level: number;
  text: string;
  slug: string;
  /** Line where the heading stands. */
  line: number;
}

/**
 * The slug Docusaurus gives a heading (github-slugger's rule): lower case,
 * punctuation dropped, each space a hyphen; Markdown marks are read through.
 */
export function headingSlug(text: string): string {
  return plainHeading(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function plainHeading(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]+(?=\S)|(?<=\S)[`*_]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The ATX headings of a Markdown text, outside fenced code, with their slugs numbered as on the page. */
export function markdownHeadings(markdown: string): Heading[] {
  const headings: Heading[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) return;
    const text = plainHeading(match[2]!);
    const base = headingSlug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    headings.push({level: match[1]!.length, text, slug: count === 0 ? base : `${base}-${count}`, line: index});
  });
  return headings;
}

/** The section under `wanted` (its text or its anchor, any case): the heading and everything to the next heading of its level or above. */
export function cutSection(markdown: string, wanted: string): {heading: Heading; text: string} | null {
  const headings = markdownHeadings(markdown);
  const key = wanted.trim().replace(/^#/, '').toLowerCase();
  const heading =
    headings.find((h) => h.text.toLowerCase() === key) ?? headings.find((h) => h.slug === key) ?? headings.find((h) => h.slug === headingSlug(key));
  if (!heading) return null;
  const lines = markdown.split('\n');
  const next = headings.find((h) => h.line > heading.line && h.level <= heading.level);
  return {
    heading,
    text: lines
      .slice(heading.line, next ? next.line : lines.length)
      .join('\n')
      .trim(),
  };
}

export interface ReadPageAnswer {
  url: string;
  text: string;
  /** The docs version the page belongs to. */
  version: SiteVersion;
}

export interface ReadPageOptions {
  /** Only the section under this heading (text or anchor); wins over the target's `#anchor`. */
  heading?: string;
  limit?: number;
  /** The site's docs versions; none: one version, the site's own routes. */
  site?: SiteVersions;
  /** The docs version asked for (`0.27`, `latest`); none: the version of the path's folder, else the latest. */
  version?: string;
}

/**
 * A page's Markdown twin, or one section of it: `target` is a URL on the
 * site, a path, or either with `#anchor`. A path in an older version's folder
 * is that version's page; any other path is read in the version asked for
 * (placePage).
 */
export async function readPage(source: SiteSource, target: string, options: ReadPageOptions = {}): Promise<ReadPageAnswer> {
  const {heading, limit = PAGE_ANSWER_LIMIT, site = unlistedVersions()} = options;
  const {path: sitePath, fragment} = resolveSitePath(source.siteUrl, target);
  const {version, pagePath, moved} = placePage(site, pagePathOf(sitePath), options.version);
  const url = siteUrlFor(source.siteUrl, pagePath);
  const notFound = () =>
    new SiteError(
      `No page at ${url}: search_docs finds pages by topic, and its results give their URLs.` +
        (moved
          ? ` (The path was read in docs version ${version.version}, as asked; a page of no docs version, such as a changelog post, is read without version.)`
          : ''),
      404,
    );
  let markdown: string;
  try {
    markdown = await source.readText(markdownTwinPath(pagePath), {refuseHtml: true});
  } catch (error) {
    if (error instanceof SiteError && error.status === 404) throw notFound();
    throw error;
  }
  // A host that answers every missing path with its index.html (and a wrong content type, or a build folder holding such a file) still sends HTML, never a twin.
  if (/^\s*(?:<!doctype\s+html|<html[\s>])/i.test(markdown)) throw notFound();
  const wanted = heading?.trim() || fragment;
  if (!wanted) return {url, text: capText(markdown, limit, `the page is longer; read one section with the heading argument`), version};
  const section = cutSection(markdown, wanted);
  if (!section) throw new SiteError(unknownHeadingMessage(wanted, url, markdownHeadings(markdown)));
  return {
    url: `${url}#${section.heading.slug}`,
    text: capText(section.text, limit, 'the section is longer than an answer may be'),
    version,
  };
}

/** An unknown heading's answer: the page's first MAX_LISTED_HEADINGS headings below its title, each cut short, and how many there are. */
export function unknownHeadingMessage(wanted: string, url: string, headings: readonly Heading[]): string {
  const below = headings.filter((h) => h.level > 1);
  const asked = `No heading "${shorten(wanted, LISTED_HEADING_LENGTH)}" on ${url}.`;
  if (below.length === 0) return `${asked} The page has no headings below its title.`;
  const listed = below
    .slice(0, MAX_LISTED_HEADINGS)
    .map((h) => `${'  '.repeat(Math.max(0, h.level - 2))}- ${shorten(h.text, LISTED_HEADING_LENGTH)} (#${shorten(h.slug, LISTED_HEADING_LENGTH)})`);
  const more = below.length - listed.length;
  return more > 0
    ? `${asked} Its first ${listed.length} of ${below.length} headings:\n${listed.join('\n')}\n… and ${more} more.`
    : `${asked} Its headings:\n${listed.join('\n')}`;
}

function shorten(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : text;
}
