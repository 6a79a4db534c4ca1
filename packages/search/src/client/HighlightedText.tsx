import React, {type ReactNode} from 'react';

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};

/**
 * Renders a highlight value (escaped text with `<mark>` tags) as React
 * elements: the text is decoded and rendered as text, and `<mark>` is the only
 * element ever created, whatever the value holds.
 */
export function HighlightedText({value, fallback}: {value: string | null; fallback: string}): ReactNode {
  if (value === null) return fallback;
  const parts = value.split(/(<mark>|<\/mark>)/);
  const nodes: ReactNode[] = [];
  let marked = false;
  parts.forEach((part, i) => {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) {
      const text = part.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
      nodes.push(marked ? <mark key={i}>{text}</mark> : <React.Fragment key={i}>{text}</React.Fragment>);
    }
  });
  return <>{nodes}</>;
}
