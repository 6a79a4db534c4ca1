import type {ThemeConfig} from '@docusaurus/theme-common';

/**
 * Change `id` whenever the content changes: readers who closed the previous
 * announcement see the new one (Docusaurus compares the stored id).
 */
export const announcementBar = {
  id: 'release-0-27-0',
  content:
    'Agenta 0.27 rewrites observability on OpenTelemetry and brings a new prompt management SDK. <a href="/changelog/main#v0-27-0">Read the release notes</a>.',
  backgroundColor: '#0f2e29',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
