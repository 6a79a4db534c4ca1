import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {SOCIAL_CARD_SIZE, socialCardPath} from '../../card-path';

/**
 * The meta tags naming a page's card (written by the social-cards plugin at
 * build time). They replace the site-wide card's: later tags with the same
 * name win in the page's head. Title and description come from the page's
 * own metadata (og:title, og:description), which the theme writes.
 */
export default function SocialCardMeta({permalink, title}: {permalink: string; title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const image = `${siteConfig.url.replace(/\/+$/, '')}${socialCardPath(permalink, siteConfig.baseUrl)}`;
  const alt = `${title}, ${siteConfig.title}`;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
