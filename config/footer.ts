import type {Footer} from '@docusaurus/theme-common';

import {links} from './links';
import {site} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'Introduction', to: '/'},
        {label: 'Quick start', to: '/getting-started/quick-start'},
        {label: 'Prompt management', to: '/prompt-management/overview'},
        {label: 'Evaluation', to: '/evaluation/overview'},
        {label: 'Self-hosting', to: '/self-host/host-locally'},
      ],
    },
    {
      title: 'Reference',
      items: [
        {label: 'CLI', to: '/reference/cli/install'},
        {label: 'Python SDK', to: '/reference/sdk/quick_start'},
        {label: 'Tutorials', to: '/tutorials/custom-workflows/list_templates'},
        {label: 'Changelog', to: '/changelog/main'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub', href: links.repository},
        {label: 'Slack', href: links.communityChat},
        {label: 'Discussions', href: links.discussions},
        {label: 'Report an issue', href: links.issues},
      ],
    },
    {
      title: 'Product',
      items: [
        {label: 'Agenta Cloud', href: links.cloud},
        {label: 'Book a demo', href: links.bookDemo},
        {label: 'Python package', href: links.pypi},
      ],
    },
  ],
  copyright: `Agenta, ${site.tagline.charAt(0).toLowerCase()}${site.tagline.slice(1)} Copyright © ${new Date().getFullYear()} Agenta. Documentation built with Docusaurus.`,
} satisfies Footer;
