/**
 * One answer to "which sidebar, and which top-level category of it, is this page in"
 * (src/lib/build/sidebar-places.ts), given by every part of the site that groups pages: the social
 * cards' section, llms.txt's sections, and the search index's sections, which the search package
 * works out with its own copy of the rule. Held for every page of the site as Docusaurus loads it.
 */
import assert from 'node:assert/strict';
import {before, test} from 'node:test';

import {buildSectionMap} from '@agenta-docs/search/node';

import config from '../../docusaurus.config';
import {searchOptions} from '../../config/search';
import {pageSections} from '../../config/sections';
import {sidebarDocIds, sidebarPlaces, type SidebarItem} from '../../src/lib/build/sidebar-places';
import llmsTxtPlugin, {sectionRoutes, type LlmsTxtOptions} from '../../src/plugins/llms-txt';
import socialCardsPlugin, {socialCards, type ResolvedSocialCardsOptions} from '../../src/plugins/social-cards';
import {loadSiteContent, type SiteContent} from '../support/site-content';

test("a sidebar's docs come in reading order, a category's own page first; links and refs place nothing", () => {
  assert.deepEqual(
    sidebarDocIds([
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'API',
        link: {type: 'doc', id: 'api/index'},
        items: [{type: 'doc', id: 'api/list'}, {type: 'link'}, {type: 'category', label: 'More', items: [{type: 'ref', id: 'api/more'}]}],
      },
      {type: 'category', label: 'Links', link: {type: 'generated-index'}, items: [{type: 'doc', id: 'links/one'}]},
    ]),
    ['intro', 'api/index', 'api/list', 'links/one'],
  );
});

test('a doc is in the last sidebar listing it, under the top-level category holding it at any depth or as its own page', () => {
  const sidebars: Record<string, SidebarItem[]> = {
    docs: [
      {type: 'doc', id: 'intro'},
      {type: 'category', label: 'Evaluation', items: [{type: 'category', label: 'Evaluators', items: [{type: 'doc', id: 'eval/llm'}]}]},
      {type: 'category', label: 'Old', items: [{type: 'doc', id: 'moved'}]},
    ],
    reference: [
      {
        type: 'category',
        label: 'API',
        link: {type: 'doc', id: 'api/category'},
        items: [
          {type: 'doc', id: 'api/list'},
          {type: 'ref', id: 'intro'},
        ],
      },
      {type: 'doc', id: 'moved'},
    ],
  };
  assert.deepEqual(Object.fromEntries(sidebarPlaces(sidebars)), {
    intro: {sidebar: 'docs'},
    'eval/llm': {sidebar: 'docs', category: 'Evaluation'},
    'api/category': {sidebar: 'reference', category: 'API'},
    'api/list': {sidebar: 'reference', category: 'API'},
    moved: {sidebar: 'reference'},
  });
});

let site: SiteContent;
before(async () => {
  site = await loadSiteContent();
});

/** The options the site gives a plugin in docusaurus.config.ts. */
function optionsOf<T>(plugin: unknown): T {
  const entry = config.plugins?.find((candidate) => Array.isArray(candidate) && candidate[0] === plugin);
  assert.ok(Array.isArray(entry), "the plugin is in the site's configuration");
  return entry[1] as T;
}

test("every page is in one section for social cards, search and llms.txt: the sidebars' answer", () => {
  const version = site.docs.loadedVersions.find(({isLast}) => isLast)!;
  const places = sidebarPlaces(version.sidebars as Record<string, SidebarItem[]>);
  const search = searchOptions({});
  const searchSections = buildSectionMap(site.docs, site.blog, {fallbackSection: search.fallbackSection, blogSection: search.blogSection});
  const cardOptions = optionsOf<ResolvedSocialCardsOptions>(socialCardsPlugin);
  const cards = new Map(socialCards(site, cardOptions, {title: config.title, baseUrl: config.baseUrl}).map(({permalink, section}) => [permalink, section]));
  const llmsSections = optionsOf<LlmsTxtOptions>(llmsTxtPlugin).sections;
  const listed = sectionRoutes(site.docs, {default: site.blog}, llmsSections);

  assert.ok(version.docs.length > 100 && site.blog.blogPosts.length > 10, "the site's pages were loaded");
  for (const doc of version.docs) {
    const place = places.get(doc.id);
    // Docusaurus shows the page with the sidebar the helper names.
    assert.equal(place?.sidebar, doc.sidebar, `${doc.permalink}: sidebar`);
    const section = place?.category ?? pageSections.outsideCategories;
    assert.equal(searchSections.get(doc.permalink), section, `${doc.permalink}: search section`);
    if (!doc.unlisted) assert.equal(cards.get(doc.permalink), section, `${doc.permalink}: social card section`);
    // llms.txt lists a page in each section that is its sidebar, or its sidebar's category, and in no other.
    const expected = llmsSections.flatMap((option, index) =>
      'sidebar' in option && place?.sidebar === option.sidebar && (option.category === undefined || option.category === place.category)
        ? [listed[index]!.title]
        : [],
    );
    const got = listed.filter(({routes}) => routes.includes(doc.permalink)).map(({title}) => title);
    assert.deepEqual(got, expected, `${doc.permalink}: llms.txt sections`);
  }
  for (const post of site.blog.blogPosts) {
    assert.equal(searchSections.get(post.metadata.permalink), pageSections.changelog, post.metadata.permalink);
    if (!post.metadata.unlisted) assert.equal(cards.get(post.metadata.permalink), pageSections.changelog, post.metadata.permalink);
    assert.ok(listed.find(({title}) => title === pageSections.changelog)?.routes.includes(post.metadata.permalink), post.metadata.permalink);
  }
});

test("the API reference's own page is in the API section everywhere, as its sidebar shows it", () => {
  const version = site.docs.loadedVersions.find(({isLast}) => isLast)!;
  const category = version.docs.find(({id}) => id === 'reference/api/category');
  assert.ok(category, 'the hand-written API page');
  const search = searchOptions({});
  assert.deepEqual(sidebarPlaces(version.sidebars as Record<string, SidebarItem[]>).get(category.id), {sidebar: 'reference', category: 'API'});
  assert.equal(
    buildSectionMap(site.docs, site.blog, {fallbackSection: search.fallbackSection, blogSection: search.blogSection}).get(category.permalink),
    'API',
  );
  const cards = socialCards(site, optionsOf<ResolvedSocialCardsOptions>(socialCardsPlugin), {title: config.title, baseUrl: config.baseUrl});
  assert.equal(cards.find(({permalink}) => permalink === category.permalink)?.section, 'API');
  const api = sectionRoutes(site.docs, {default: site.blog}, optionsOf<LlmsTxtOptions>(llmsTxtPlugin).sections).find(({title}) => title === 'API');
  assert.equal(api?.routes[0], category.permalink);
});
