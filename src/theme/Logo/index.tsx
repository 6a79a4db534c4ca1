import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';

import LogoMark from '@site/src/components/LogoMark';

/**
 * The navbar's home link with the mark drawn inline (components/LogoMark)
 * instead of the theme's pair of <img> (light and dark). Chromium builds a
 * document of its own for each SVG shown as an image: the two logos cost two
 * main-thread tasks of 12–18 ms on every page load, 50–75 ms each under
 * Lighthouse's 4× slowdown.
 */
export default function Logo({imageClassName, titleClassName, ...linkProps}: Props): ReactNode {
  const {
    navbar: {title},
  } = useThemeConfig();
  return (
    <Link to={useBaseUrl('/')} {...linkProps}>
      <div className={imageClassName}>
        <LogoMark />
      </div>
      {title != null && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
