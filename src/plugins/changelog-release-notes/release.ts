/** The version a changelog post describes: its `version` front matter, else its title. */
export function releaseVersion(frontMatter: {readonly [key: string]: unknown}, title: string): string {
  return typeof frontMatter.version === 'string' ? frontMatter.version : title;
}

/** `v0.27.0` → `v0-27-0`: the anchor of a release's heading on the release-notes page. */
export function releaseAnchor(version: string): string {
  return version
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
