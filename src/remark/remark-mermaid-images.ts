import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {Code, Image, Paragraph, Parent, Root} from 'mdast';
import {visit} from 'unist-util-visit';

import {batchWhileBusy} from '../lib/build/batchWhileBusy';

import {MERMAID_THEMES, diagramAltText, mermaidConfigFor, normalizeSvg, type MermaidTheme} from './mermaid-svg';

/**
 * Draws each ```mermaid block at build time, as two SVG images (light and dark
 * colour mode) that the page shows with plain <img> tags. Drawing diagrams in
 * the browser meant shipping Mermaid (about 1.5 MB of JavaScript with its
 * layout engines) to every page that has one; now those pages load none.
 *
 * Mermaid needs a real browser to measure text, so the build drives Chromium
 * (mermaid-isomorphic, through Playwright). Each SVG is cached by its source,
 * theme and Mermaid version, so rebuilds and the second compiler pass reuse it.
 * Runs before Docusaurus's own remark plugins, whose image transform then
 * turns the files into hashed assets with their width and height.
 */
export type MermaidImagesOptions = {
  /** Folder inside the site for the SVG files (created if missing). */
  cacheDir: string;
  /** The site folder, so images can be referenced as `@site/...`. */
  siteDir: string;
};

type Renderer = (
  diagrams: string[],
  options: {prefix: string; mermaidConfig: Record<string, unknown>},
) => Promise<PromiseSettledResult<{svg: string; title?: string; description?: string}>[]>;

let rendererPromise: Promise<Renderer> | undefined;

/**
 * jiti, which loads the site config and this plugin, compiles `import()` into
 * its own require; mermaid-isomorphic is ESM only and reads `import.meta`, so
 * Node's own require (which loads ES modules since Node 20.19) takes it.
 */
const nativeRequire = createRequire(__filename);

/** Chromium from CHROMIUM_PATH, else Debian's, else the one Playwright manages. */
async function chromiumPath(): Promise<string | undefined> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  for (const candidate of candidates) {
    try {
      await fs.access(candidate);
      return candidate;
    } catch {
      // Try the next one.
    }
  }
  return undefined;
}

function getRenderer(): Promise<Renderer> {
  rendererPromise ??= (async () => {
    const {createMermaidRenderer} = nativeRequire('mermaid-isomorphic') as typeof import('mermaid-isomorphic');
    const executablePath = await chromiumPath();
    return createMermaidRenderer({
      launchOptions: {executablePath, args: ['--no-sandbox', '--disable-gpu']},
    }) as unknown as Renderer;
  })();
  return rendererPromise;
}

let mermaidVersion: string | undefined;

/** Part of every cache key: a new Mermaid may draw differently. Read once per process. */
function cacheKey(source: string, config: Record<string, unknown>): string {
  mermaidVersion ??= (JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string}).version;
  return createHash('sha256')
    .update(JSON.stringify([mermaidVersion, config, source]))
    .digest('hex')
    .slice(0, 20);
}

type Drawing = {file: string; alt: string};

/**
 * Every drawing made or read during this process, by cache key. Keys are
 * claimed before any await, so the client and server compiler passes, which
 * compile each page at the same time, share one drawing.
 */
const drawings = new Map<string, Promise<Drawing>>();

async function readCached(source: string, file: string): Promise<Drawing | undefined> {
  try {
    return {file, alt: diagramAltText(source, await fs.readFile(file, 'utf8'))};
  } catch {
    return undefined;
  }
}

/**
 * Draws one page's diagrams in one theme. Diagrams already on disk are read
 * back; the others wait for the theme's next drawing (drawSoon).
 */
function drawPage(sources: string[], theme: MermaidTheme, options: MermaidImagesOptions, where: string): Promise<Drawing[]> {
  const config = mermaidConfigFor(theme);
  const diagrams = sources.map((source) => {
    const key = cacheKey(source, config);
    return {source, key, file: path.join(options.cacheDir, `${key}.svg`)};
  });
  const unclaimed = diagrams.filter(({key}, index) => {
    const first = diagrams.findIndex((other) => other.key === key) === index;
    return first && !drawings.has(key);
  });
  if (unclaimed.length > 0) {
    const batch = (async () => {
      const cached = await Promise.all(unclaimed.map(({source, file}) => readCached(source, file)));
      const missing = unclaimed.filter((_, index) => !cached[index]);
      const drawn = missing.length > 0 ? await drawSoon(missing, theme, options, where) : [];
      return unclaimed.map((diagram, index) => cached[index] ?? drawn[missing.indexOf(diagram)]!);
    })();
    unclaimed.forEach(({key}, index) => {
      drawings.set(
        key,
        batch.then((all) => all[index]!),
      );
    });
  }
  return Promise.all(diagrams.map(({key}) => drawings.get(key)!));
}

type Diagram = {source: string; key: string; file: string};

/**
 * The diagrams waiting to be drawn, per theme and cache folder. Mermaid costs
 * far more to load into a browser page than a diagram costs to draw: Chromium
 * compiles its 8 MB script again in every page mermaid-isomorphic opens (about
 * 2 s), and a drawing takes a tenth of that. So each theme draws in one page
 * at a time, and the diagrams of every page that asks meanwhile (pages compile
 * side by side) are drawn together in the next: a cold build opens a few pages
 * rather than one per page and theme.
 */
const queues = new Map<string, (diagrams: (Diagram & {where: string})[]) => Promise<Drawing[]>>();

function drawSoon(diagrams: Diagram[], theme: MermaidTheme, options: MermaidImagesOptions, where: string): Promise<Drawing[]> {
  const queueKey = `${theme}\0${options.cacheDir}`;
  let draw = queues.get(queueKey);
  if (!draw) {
    draw = batchWhileBusy((batch: (Diagram & {where: string})[]) => renderAndSave(batch, mermaidConfigFor(theme), options));
    queues.set(queueKey, draw);
  }
  return draw(diagrams.map((diagram) => ({...diagram, where})));
}

/** Draws the diagrams in one browser page and saves each; a diagram that fails names its page. */
async function renderAndSave(
  diagrams: (Diagram & {where: string})[],
  config: Record<string, unknown>,
  options: MermaidImagesOptions,
): Promise<PromiseSettledResult<Drawing>[]> {
  let results: Awaited<ReturnType<Renderer>>;
  try {
    const render = await getRenderer();
    results = await render(
      diagrams.map(({source}) => source),
      {prefix: `m${diagrams[0]!.key.slice(0, 8)}`, mermaidConfig: config},
    );
  } catch (error) {
    const reason = new Error(chromiumMissing(error));
    return diagrams.map(() => ({status: 'rejected', reason}));
  }
  return Promise.allSettled(
    results.map(async (result, index) => {
      const {source, file, where} = diagrams[index]!;
      if (result.status === 'rejected') {
        const reason = result.reason as {message?: string};
        throw new Error(`Mermaid could not draw a diagram in ${where}: ${reason?.message ?? String(reason)}\n` + `Diagram source:\n${source}`);
      }
      const svg = normalizeSvg(result.value.svg);
      await fs.mkdir(options.cacheDir, {recursive: true});
      await fs.writeFile(file, svg);
      return {file, alt: diagramAltText(source, svg)};
    }),
  );
}

function chromiumMissing(error: unknown): string {
  return (
    `Mermaid diagrams are drawn at build time in Chromium, which failed: ${String(error)}\n` +
    'Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.'
  );
}

export default function remarkMermaidImages(options: MermaidImagesOptions) {
  return async (tree: Root, vfile: {path?: string}) => {
    const blocks: {node: Code; parent: Parent}[] = [];
    visit(tree, 'code', (node: Code, _index, parent) => {
      if (node.lang === 'mermaid' && parent) {
        blocks.push({node, parent});
      }
    });
    const where = vfile.path ? path.relative(options.siteDir, vfile.path) : 'a page';
    if (blocks.length === 0) {
      return;
    }
    const sources = blocks.map(({node}) => node.value);
    const [lights, darks] = await Promise.all(MERMAID_THEMES.map((theme) => drawPage(sources, theme, options, where)));
    const image = (drawing: Drawing, theme: MermaidTheme): Image => ({
      type: 'image',
      url: `@site/${path.relative(options.siteDir, drawing.file).split(path.sep).join('/')}#mermaid-${theme}`,
      alt: drawing.alt,
    });
    blocks.forEach(({node, parent}, index) => {
      const figure: Paragraph = {
        type: 'paragraph',
        children: [image(lights![index]!, 'light'), image(darks![index]!, 'dark')],
        data: {hName: 'div', hProperties: {className: ['docusaurus-mermaid-container']}},
      };
      parent.children.splice(parent.children.indexOf(node), 1, figure);
    });
  };
}
