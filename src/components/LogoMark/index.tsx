import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * Agenta's mark, drawn inline: one drawing whose colours follow the colour
 * mode (styles.module.css), where an image would need a file per mode.
 * Decorative: the text beside it names what it stands for.
 */
export default function LogoMark(): ReactNode {
  return (
    <svg className={styles.mark} viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
      <rect className={styles.tile} x="2" y="2" width="60" height="60" rx="14" />
      <path
        className={styles.letter}
        d="M18 48 L32 16 L46 48 M24 36 H40"
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle className={styles.dot} cx="32" cy="16" r="5" />
      <circle className={styles.dot} cx="18" cy="48" r="4" />
      <circle className={styles.dot} cx="46" cy="48" r="4" />
    </svg>
  );
}
