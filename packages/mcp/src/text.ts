/** An error's message and those of its causes, which say what actually failed. */
export function describeError(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    if (message && !messages.includes(message)) messages.push(message);
    current = current instanceof Error ? (current as Error & {cause?: unknown}).cause : undefined;
  }
  return messages.join(': ');
}

/**
 * Renders `pieces` with `render` within `budget` characters: when the whole
 * text is longer, every piece is cut to one common length (the longest that
 * fits, found by bisection) and a last line says so with `note`.
 */
export function fitToBudget(pieces: readonly string[], render: (pieces: string[]) => string, budget: number, note: string): string {
  const whole = render([...pieces]);
  if (whole.length <= budget) return whole;
  const noteLine = `\n\n[Cut: ${note}.]`;
  const cutTo = (length: number) => pieces.map((piece) => (piece.length > length ? `${piece.slice(0, Math.max(0, length - 1)).trimEnd()}…` : piece));
  let low = 0;
  let high = Math.max(...pieces.map((piece) => piece.length));
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (render(cutTo(middle)).length + noteLine.length <= budget) low = middle;
    else high = middle - 1;
  }
  const text = `${render(cutTo(low))}${noteLine}`;
  // Pieces cut to nothing still leave the frame: then the frame itself is cut.
  return text.length <= budget ? text : `${text.slice(0, budget - noteLine.length - 1)}…${noteLine}`;
}

/** Text cut to `limit` characters at a line end when one is near, with a note saying so. */
export function capText(text: string, limit: number, note: string): string {
  if (text.length <= limit) return text;
  // The note names the cut's position, at most `limit`: its longest form is kept free.
  const room = limit - `\n\n[Cut at ${limit} of ${text.length} characters: ${note}.]`.length;
  let cut = text.lastIndexOf('\n', room);
  if (cut < room * 0.8) cut = room;
  return `${text.slice(0, cut).trimEnd()}\n\n[Cut at ${cut} of ${text.length} characters: ${note}.]`;
}
