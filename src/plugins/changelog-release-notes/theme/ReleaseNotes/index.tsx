import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import SocialCardMeta from '@theme/SocialCardMeta';
import type {PropBlogPostContent} from '@docusaurus/plugin-content-blog';

import type {ReleaseNotesProps} from '../..';
import {releaseAnchor, releaseVersion} from '../../release';
import styles from './styles.module.css';

type Props = Readonly<ReleaseNotesProps> & {
  /** The newest releases, newest first (the plugin's FULL_RELEASES). */
  readonly releases: readonly {readonly content: PropBlogPostContent}[];
};

const EARLIER_ID = 'earlier-releases';

// A fixed time zone keeps the server-rendered date and the hydrated one equal.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function Release({content: ReleaseContent}: {content: PropBlogPostContent}): ReactNode {
  const {metadata, frontMatter} = ReleaseContent;
  const version = releaseVersion(frontMatter, metadata.title);
  return (
    <article className={styles.release}>
      <Heading as="h2" id={releaseAnchor(version)} className={styles.releaseHeading}>
        {version}
        <span className={styles.releaseDate}>
          {' · '}
          <time dateTime={metadata.date.toString()}>{dateFormat.format(new Date(metadata.date))}</time>
        </span>
      </Heading>
      <p className={styles.releaseTitle}>
        <Link to={metadata.permalink}>{metadata.title}</Link>
      </p>
      <div className="markdown">
        <ReleaseContent />
      </div>
    </article>
  );
}

/**
 * An address that names a release this page does not show (`#v0-5-0`, from
 * the time the page showed them all, or a link to it) goes on to that
 * release's own page. The list of those releases grows with the changelog, so
 * it is read only then, not with the page.
 */
function useEarlierReleaseAddresses(): void {
  const {hash} = useLocation();
  const history = useHistory();
  useEffect(() => {
    const anchor = hash.slice(1);
    if (!anchor || document.getElementById(anchor)) return undefined;
    let current = true;
    // The plugin's one instance writes it (id "default"); named, so the file says what it is.
    import(/* webpackChunkName: "earlier-releases" */ '@generated/changelog-release-notes/default/earlier-releases.json')
      .then(({default: pages}) => {
        const page = Object.prototype.hasOwnProperty.call(pages, anchor) ? pages[anchor] : undefined;
        if (current && page) history.replace(page);
      })
      .catch(() => {
        // Not reached, the reader stays on this page: its heading links still lead to every release.
      });
    return () => {
      current = false;
    };
  }, [hash, history]);
}

function EarlierReleases({next, count}: {next: NonNullable<ReleaseNotesProps['nextEarlier']>; count: number}): ReactNode {
  return (
    <section className={styles.earlier} aria-labelledby={EARLIER_ID}>
      <Heading as="h2" id={EARLIER_ID}>
        Earlier releases
      </Heading>
      <p className="markdown">
        {count === 1 ? 'One earlier release has a page of its own' : `${count} earlier releases each have a page of their own`}. Read on with{' '}
        <Link to={next.permalink}>{next.version}</Link>, whose page links to the release before it, or find a release by year in the{' '}
        <Link to="/changelog/archive">archive</Link>.
      </p>
    </section>
  );
}

export default function ReleaseNotes({releases, permalink, nextEarlier, earlierCount}: Props): ReactNode {
  useEarlierReleaseAddresses();
  const toc = releases.map(({content}) => {
    const version = releaseVersion(content.frontMatter, content.metadata.title);
    return {value: version, id: releaseAnchor(version), level: 2};
  });
  if (nextEarlier) toc.push({value: 'Earlier releases', id: EARLIER_ID, level: 2});
  return (
    <Layout title="Release notes" description="The newest Agenta releases in full, with what changed in each.">
      <SocialCardMeta permalink={permalink} title="Release notes" />
      <div className="container margin-vert--lg">
        <div className="row">
          <main className="col col--9">
            <Heading as="h1">Release notes</Heading>
            <p className="markdown">
              The newest Agenta releases in full, newest first. Every release also has its own page, listed in the <Link to="/changelog/archive">archive</Link>{' '}
              and in the <Link href="pathname:///changelog/rss.xml">RSS</Link> and <Link href="pathname:///changelog/atom.xml">Atom</Link> feeds.
            </p>
            {releases.map(({content}) => (
              <Release key={content.metadata.permalink} content={content} />
            ))}
            {nextEarlier && <EarlierReleases next={nextEarlier} count={earlierCount} />}
          </main>
          <aside className="col col--3" aria-label="Releases on this page">
            <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={2} />
          </aside>
        </div>
      </div>
    </Layout>
  );
}
