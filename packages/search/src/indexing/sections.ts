import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

/** Permalink → section name, the `hierarchy.lvl0` search results are grouped under. */
export type SectionMap = Map<string, string>;

/**
 * Names each page's section after the top-level sidebar category holding it
 * (Evaluation, Self-hosting, API, CLI, Tutorials…). Changelog posts are all in
 * one section. Docs outside every sidebar fall back to `fallbackSection`.
 */
export function buildSectionMap(
  docs: DocsContent | undefined,
  blog: BlogContent | undefined,
  {blogSection = 'Changelog', fallbackSection = 'Docs'} = {},
): SectionMap {
  const sections: SectionMap = new Map();
  for (const version of docs?.loadedVersions ?? []) {
    const sectionById = new Map<string, string>();
    for (const sidebar of Object.values(version.sidebars)) {
      for (const item of sidebar) {
        if (item.type === 'category') {
          for (const id of docIdsIn(item)) sectionById.set(id, item.label);
        }
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
    case 'ref':
      return [item.id];
    case 'category': {
      const own = item.link?.type === 'doc' ? [item.link.id] : [];
      return [...own, ...item.items.flatMap(docIdsIn)];
    }
    default:
      return [];
  }
}
