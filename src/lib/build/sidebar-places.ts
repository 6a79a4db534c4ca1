/**
 * Which sidebar, and which of its top-level categories, each doc is in: the one answer every part
 * of the site that groups pages gives (the social cards' section, llms.txt's sections; the search
 * package keeps its own copy of the rule, and the site's unit tests hold it to this one for every
 * page).
 *
 * A doc's sidebar is the one Docusaurus gives it (`doc.sidebar`, whose sidebar the page shows): the
 * last sidebar that lists it, as a doc or as a category's own page. A `ref` item links to a doc
 * without placing it there. Its category is the label of that sidebar's top-level category that
 * holds it, at any depth or as the category's own page; none for a doc at the sidebar's top level.
 */

/** A sidebar item as the docs plugin loads it, as far as placing docs needs. */
export type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: readonly SidebarItem[];
  link?: {type: string; id?: string};
};

/** Where a doc is: its sidebar, and the label of the top-level category holding it. */
export type SidebarPlace = {sidebar: string; category?: string};

/** The docs the items place, in the order a reader meets them: a category's own page first, then its items. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return item.id ? [item.id] : [];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...own, ...sidebarDocIds(item.items ?? [])];
    }
    return [];
  });
}

/** Every doc a version's sidebars place, by id, with its place. */
export function sidebarPlaces(sidebars: Readonly<Record<string, readonly SidebarItem[]>>): Map<string, SidebarPlace> {
  const places = new Map<string, SidebarPlace>();
  for (const [sidebar, items] of Object.entries(sidebars)) {
    for (const item of items) {
      const category = item.type === 'category' ? item.label : undefined;
      for (const id of sidebarDocIds([item])) places.set(id, category === undefined ? {sidebar} : {sidebar, category});
    }
  }
  return places;
}
