// Written by src/plugins/changelog-release-notes (EARLIER_RELEASES_FILE): anchor → release page.
declare module '@generated/changelog-release-notes/default/earlier-releases.json' {
  const pages: Record<string, string>;
  export default pages;
}
