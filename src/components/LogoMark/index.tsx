import React, {type ReactNode} from 'react';

import {MARK_GEOMETRY} from './geometry';
import styles from './styles.module.css';

/**
 * Agenta's mark, drawn inline: one drawing whose colours follow the colour
 * mode (styles.module.css), where an image would need a file per mode.
 * Decorative: the text beside it names what it stands for.
 */
export default function LogoMark(): ReactNode {
  const {viewBox, tile, letter, dots} = MARK_GEOMETRY;
  return (
    <svg className={styles.mark} viewBox={viewBox} width="32" height="32" aria-hidden="true" focusable="false">
      <rect className={styles.tile} {...tile} />
      <path className={styles.letter} d={letter.d} fill="none" strokeWidth={letter.strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
      {dots.map((dot) => (
        <circle key={`${dot.cx},${dot.cy}`} className={styles.dot} {...dot} />
      ))}
    </svg>
  );
}
