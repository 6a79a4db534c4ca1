import type {Navbar} from '@docusaurus/theme-common';

import {links} from './links';

export const navbar = {
  title: 'Agenta',
  // No `logo`: src/theme/Logo draws the mark inline beside the title (src/components/LogoMark).
  hideOnScroll: false,
  items: [
    {type: 'doc', docId: 'getting-started/introduction', label: 'Docs', position: 'left'},
    {type: 'docSidebar', sidebarId: 'guides', label: 'Tutorials', position: 'left'},
    {type: 'docSidebar', sidebarId: 'reference', label: 'Reference', position: 'left'},
    {to: '/changelog/main', label: 'Changelog', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    {
      href: links.bookDemo,
      label: 'Book A Demo',
      position: 'right',
      className: 'navbar-cta navbar-cta--secondary',
    },
    {
      href: links.cloud,
      label: 'Start for Free',
      position: 'right',
      className: 'navbar-cta navbar-cta--primary',
    },
    {
      href: links.repository,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--github',
      'aria-label': 'Agenta source code on GitHub',
    },
    {
      href: links.communityChat,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--slack',
      'aria-label': 'Agenta community chat on Slack',
    },
  ],
} satisfies Navbar;
