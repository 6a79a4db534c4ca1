import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import sharp from 'sharp';

import {socialCardPath} from '../../src/plugins/social-cards/card-path';
import {socialCards} from '../../src/plugins/social-cards';
import {drawThread} from '../../src/plugins/social-cards/draw-thread';
import {cardLayout, drawCardSvg, loadCardFonts, rasteriseCard, renderCard, type CardContent} from '../../src/plugins/social-cards/render';
import {cardColours, customProperties} from '../../src/plugins/social-cards/site-colours';

const root = path.join(__dirname, '../..');
const colours = () =>
  cardColours(
    fs.readFileSync(path.join(root, 'src/css/custom.css'), 'utf8'),
    fs.readFileSync(path.join(root, 'src/components/LogoMark/styles.module.css'), 'utf8'),
  );

test('card paths follow page paths under the base URL', () => {
  assert.equal(socialCardPath('/evaluation/overview', '/'), '/img/social/evaluation/overview.png');
  assert.equal(socialCardPath('/', '/'), '/img/social/index.png');
  assert.equal(socialCardPath('/docs/changelog/v0-27-0', '/docs/'), '/docs/img/social/changelog/v0-27-0.png');
  assert.equal(socialCardPath('/docs/', '/docs/'), '/docs/img/social/index.png');
});

test("colours come from the site's style sheets", () => {
  assert.deepEqual(customProperties(':root {\n  --a: #fff; /* x */\n  --b: red;\n}\n.x { --a: #000; }', ':root'), {'--a': '#fff', '--b': 'red'});
  assert.deepEqual(colours(), {
    background: '#0f2e29',
    text: '#ffffff',
    accent: '#7ee2b8',
    mark: {tile: '#7ee2b8', letter: '#0f2e29', dot: '#0f2e29'},
  });
  assert.throws(() => cardColours(':root {}', ''), /src\/css\/custom\.css has no hex colour for --agenta-cta-bg/);
});

test('a card shows its section above the title and its description below, each only when given', () => {
  type Element = {props: {children: Element[] | Element | string}};
  const lines = (content: CardContent) => ((cardLayout(content, colours()) as Element).props.children as Element[])[0]!.props.children as Element[];
  const text = (content: CardContent) => lines(content).map((line) => line.props.children);
  assert.deepEqual(text({title: 'Overview', section: 'Evaluation', siteTitle: 'Agenta'}), ['Evaluation', 'Overview']);
  assert.deepEqual(text({title: 'Changelog', description: 'Release notes for every version.', siteTitle: 'Agenta'}), [
    'Changelog',
    'Release notes for every version.',
  ]);
  assert.deepEqual(text({title: 'Archive', section: 'Changelog', description: 'By year.', siteTitle: 'Agenta'}), ['Changelog', 'Archive', 'By year.']);
});

test("a doc's section is the top-level sidebar category that holds it, its own page too; a post's is the blog's", () => {
  const doc = (id: string) => ({id, title: id, permalink: `/${id}`, unlisted: false});
  const sidebars = {
    docs: [
      {type: 'doc', id: 'intro'},
      {type: 'category', label: 'Evaluation', items: [{type: 'category', label: 'Evaluators', items: [{type: 'doc', id: 'eval/llm'}]}]},
    ],
    reference: [{type: 'category', label: 'API', link: {type: 'doc', id: 'api/index'}, items: [{type: 'doc', id: 'api/list'}]}],
  };
  const cards = socialCards(
    {
      docs: {loadedVersions: [{docs: ['intro', 'eval/llm', 'api/index', 'api/list', 'elsewhere'].map(doc), sidebars}]},
      blog: {blogPosts: [{metadata: {title: 'v1', permalink: '/changelog/v1', unlisted: false}}]},
    },
    {defaultSection: 'Docs', blogSection: 'Changelog', pages: []},
    {title: 'Agenta', baseUrl: '/'},
  );
  assert.deepEqual(Object.fromEntries(cards.map(({permalink, section}) => [permalink, section])), {
    '/intro': 'Docs',
    '/eval/llm': 'Evaluation',
    '/api/index': 'API',
    '/api/list': 'API',
    '/elsewhere': 'Docs',
    '/changelog/v1': 'Changelog',
  });
});

test('a card is a 1200 × 630 PNG under 80 KB, the same bytes every time, for long titles too', async () => {
  const fonts = await loadCardFonts();
  const content = {
    title: 'Configure evaluators: exact match, regex, LLM-as-a-judge, webhook and custom code, compared side by side',
    section: 'Evaluation',
    siteTitle: 'Agenta Documentation',
  };
  const png = await renderCard(content, colours(), fonts);
  const meta = await sharp(png).metadata();
  assert.equal(meta.format, 'png');
  assert.equal(meta.width, 1200);
  assert.equal(meta.height, 630);
  assert.ok(png.length < 80_000, `${png.length} bytes`);
  assert.deepEqual(await renderCard(content, colours(), fonts), png);
  // The foot of the card is drawn inside it: the mark's green tile in the bottom-left corner.
  const {data, info} = await sharp(png).removeAlpha().raw().toBuffer({resolveWithObject: true});
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  assert.deepEqual(pixel(87, 495), [0x7e, 0xe2, 0xb8]);
  assert.deepEqual(pixel(600, 600), [0x0f, 0x2e, 0x29]);
});

test('cards drawn on the drawing thread are those drawn in this one, and a failure there is named', async () => {
  const content = {title: 'Configure evaluators', section: 'Evaluation', siteTitle: 'Agenta'};
  const thread = drawThread(colours());
  try {
    const [fromThread, here] = await Promise.all([thread.draw(content), drawCardSvg(content, colours(), await loadCardFonts())]);
    assert.equal(fromThread, here);
    assert.equal((await rasteriseCard(fromThread)).equals(await renderCard(content, colours(), await loadCardFonts())), true);
    // Bad input reaches the thread as a message, and comes back as an error that says so.
    await assert.rejects(
      thread.draw({title: 'x', siteTitle: 'Agenta', section: 'y'} as never).then(() => thread.draw(null as never)),
      /social-cards: a card could not be drawn/,
    );
  } finally {
    await thread.close();
  }
});
