import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Nov 2024": day, month and year, read the same way everywhere (UTC, so server and browser agree). */
export function formatLastUpdated(timestamp: number): string {
  const date = new Date(timestamp);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * "Last updated on 12 Nov 2024", from the page's source history
 * (src/lib/build/git-dates.ts), or nothing when the history cannot tell. Owned
 * rather than wrapped: the theme's date follows the site's locale, `en`,
 * which writes "Nov 12, 2024", a month-first order many readers misread.
 */
export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
        {formatLastUpdated(lastUpdatedAt)}
      </time>
    </span>
  );
}
