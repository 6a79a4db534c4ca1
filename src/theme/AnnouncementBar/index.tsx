import {useEffect, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {createStorageSlot} from '@docusaurus/theme-common';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Set before hydration by Docusaurus's inline script from the stored
// "dismissed" flag alone; its CSS hides the bar while the attribute is "true".
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';
const viewedIdStorage = createStorageSlot('docusaurus.announcement.id');

/**
 * A reader who closed an earlier announcement must see a new one (new id).
 * Docusaurus resets the stored dismissal after hydration, but the attribute its
 * inline script set stays "true" and keeps the new bar hidden for the whole
 * visit. This effect runs before the provider's (children first), while the
 * stored id is still the old one, and lifts the attribute for a new id only.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {announcementBar} = useThemeConfig();
  useEffect(() => {
    if (announcementBar && viewedIdStorage.get() !== announcementBar.id) {
      document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }
  }, [announcementBar]);
  return <AnnouncementBar {...props} />;
}
