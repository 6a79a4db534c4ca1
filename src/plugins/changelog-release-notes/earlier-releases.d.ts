// Written by this plugin (EARLIER_RELEASES_FILE, index.ts), read by theme/ReleaseNotes: anchor → release page.
declare module '@generated/changelog-release-notes/default/earlier-releases.json' {
  const pages: Record<string, string>;
  export default pages;
}
