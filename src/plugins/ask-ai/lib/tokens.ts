/**
 * Tokens, estimated as a quarter of the characters: what OpenAI documents as
 * the rule of thumb for English, close enough to keep a request within
 * budget without shipping a model's tokenizer to the browser. (The retrieval
 * benchmark also counts with a real tokenizer.)
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * The start of `text` within `tokens`: whole paragraphs (blocks between blank
 * lines) while they fit, else the first paragraph cut at a word; "…" marks a
 * cut, and a code fence left open by it is closed.
 */
export function trimToTokens(text: string, tokens: number): string {
  if (estimateTokens(text) <= tokens) return text;
  const limit = tokens * 4;
  const blocks = text.split(/\n{2,}/);
  let kept = '';
  for (const block of blocks) {
    const next = kept ? `${kept}\n\n${block}` : block;
    if (next.length + 2 > limit) break;
    kept = next;
  }
  if (!kept) {
    const cut = text.slice(0, limit - 2);
    const space = cut.lastIndexOf(' ');
    kept = space > limit / 2 ? cut.slice(0, space) : cut;
  }
  const fences = kept.split('\n').filter((line) => /^ {0,3}(```|~~~)/.test(line)).length;
  return fences % 2 === 1 ? `${kept}\n\`\`\`\n…` : `${kept}\n…`;
}
