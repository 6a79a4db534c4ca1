import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import SocialCardMeta from '@theme/SocialCardMeta';
import type {PropBlogPostContent} from '@docusaurus/plugin-content-blog';

import {releaseAnchor, releaseVersion} from './release';
import styles from './styles.module.css';

type Props = {
  readonly releases: readonly {readonly content: PropBlogPostContent}[];
  /** The page's route, which names its social card. */
  readonly permalink: string;
};

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

export default function ReleaseNotes({releases, permalink}: Props): ReactNode {
  const toc = releases.map(({content}) => {
    const version = releaseVersion(content.frontMatter, content.metadata.title);
    return {value: version, id: releaseAnchor(version), level: 2};
  });
  return (
    <Layout
      title="Release notes"
      description="Every Agenta release, newest first, with what changed in each.">
      <SocialCardMeta permalink={permalink} title="Release notes" />
      <div className="container margin-vert--lg">
        <div className="row">
          <main className="col col--9">
            <Heading as="h1">Release notes</Heading>
            <p className="markdown">
              Every Agenta release, newest first. Each release also has its own page, listed in
              the <Link to="/changelog/archive">archive</Link> and in the{' '}
              <Link href="pathname:///changelog/rss.xml">RSS</Link> and{' '}
              <Link href="pathname:///changelog/atom.xml">Atom</Link> feeds.
            </p>
            {releases.map(({content}) => (
              <Release key={content.metadata.permalink} content={content} />
            ))}
          </main>
          <aside className="col col--3" aria-label="Releases on this page">
            <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={2} />
          </aside>
        </div>
      </div>
    </Layout>
  );
}
