import type {ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import SocialCardMeta from '../../SocialCardMeta';

/** A doc page's metadata, with its own social card. */
export default function MetadataWithSocialCard(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      {!metadata.unlisted && <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />}
    </>
  );
}
