import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

/** Permalink → section name, the `hierarchy.lvl0` search results are grouped under. */
export type SectionMap = Map<string, string>;

/**
 * Names each page's section after the top-level sidebar category holding it
 * (Evaluation, Self-hosting, API, CLI, Tutorials…). Changelog posts are all in
 * one section. Docs outside every sidebar category fall back to `fallbackSection`.
 *
 * A doc is in the sidebar Docusaurus gives it: the last that lists it, as a
 * doc or as a category's own page (a `ref` places nothing). Its section is the
 * label of that sidebar's top-level category holding it, at any depth.
 */
export function buildSectionMap(
  docs: Pick<DocsContent, 'loadedVersions'> | undefined,
  blog: Pick<BlogContent, 'blogPosts'> | undefined,
  {blogSection = 'Changelog', fallbackSection = 'Docs'} = {},
): SectionMap {
  const sections: SectionMap = new Map();
  for (const version of docs?.loadedVersions ?? []) {
    const sectionById = new Map<string, string | undefined>();
    for (const sidebar of Object.values(version.sidebars)) {
      for (const item of sidebar) {
        const section = item.type === 'category' ? item.label : undefined;
        for (const id of docIdsIn(item)) sectionById.set(id, section);
      }
    }
    for (const doc of version.docs) {
      sections.set(doc.permalink, sectionById.get(doc.id) ?? fallbackSection);
    }
  }
  for (const post of blog?.blogPosts ?? []) {
    sections.set(post.metadata.permalink, blogSection);
  }
  return sections;
}

function docIdsIn(item: SidebarItem): string[] {
  switch (item.type) {
    case 'doc':
      return [item.id];
    case 'category': {
      const own = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...own, ...item.items.flatMap(docIdsIn)];
    }
    default:
      return [];
  }
}
