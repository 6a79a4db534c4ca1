import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';

/**
 * Docusaurus lets wide Markdown tables scroll sideways; a scrolling region must
 * be reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so
 * every table in page content gets a tab stop.
 */
export default function rehypeFocusableTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') {
        node.properties = {...node.properties, tabIndex: 0};
      }
    });
  };
}
