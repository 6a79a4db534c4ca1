const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};

/**
 * A highlight value (escaped text with `<mark>` tags) as runs of plain text,
 * each marked or not: the text decoded, and `<mark>` the only markup read,
 * whatever the value holds. React (HighlightedText) and the first-results
 * script draw from these, never from the value as HTML.
 */
export function highlightParts(value: string): {text: string; marked: boolean}[] {
  const runs: {text: string; marked: boolean}[] = [];
  let marked = false;
  for (const part of value.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) runs.push({text: part.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity), marked});
  }
  return runs;
}
