import React, {type ReactNode} from 'react';

import {highlightParts} from './highlight-parts';

/**
 * Renders a highlight value (escaped text with `<mark>` tags) as React
 * elements: the text is decoded and rendered as text, and `<mark>` is the only
 * element ever created, whatever the value holds.
 */
export function HighlightedText({value, fallback}: {value: string | null; fallback: string}): ReactNode {
  if (value === null) return fallback;
  return <>{highlightParts(value).map(({text, marked}, i) => (marked ? <mark key={i}>{text}</mark> : <React.Fragment key={i}>{text}</React.Fragment>))}</>;
}
