import type {ReactNode} from 'react';
import Metadata from '@theme-init/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import SocialCardMeta from '../../SocialCardMeta';

/** A changelog post's metadata, with its own social card. */
export default function MetadataWithSocialCard(): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata />
      {!metadata.unlisted && <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />}
    </>
  );
}
