/**
 * Agenta's mark, as shapes on a 64 × 64 grid: a rounded tile, an "A" drawn
 * as one stroke, and three dots at its ends. Drawn by LogoMark in the page
 * and by the social cards at build time.
 */
export const MARK_GEOMETRY = {
  viewBox: '0 0 64 64',
  tile: {x: 2, y: 2, width: 60, height: 60, rx: 14},
  letter: {d: 'M18 48 L32 16 L46 48 M24 36 H40', strokeWidth: 5},
  dots: [
    {cx: 32, cy: 16, r: 5},
    {cx: 18, cy: 48, r: 4},
    {cx: 46, cy: 48, r: 4},
  ],
} as const;

export type MarkColours = {tile: string; letter: string; dot: string};

/** The mark as a standalone SVG document, in the given colours. */
export function markSvg(colours: MarkColours, size: number): string {
  const {viewBox, tile, letter, dots} = MARK_GEOMETRY;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${size}" height="${size}">`,
    `<rect x="${tile.x}" y="${tile.y}" width="${tile.width}" height="${tile.height}" rx="${tile.rx}" fill="${colours.tile}"/>`,
    `<path d="${letter.d}" fill="none" stroke="${colours.letter}" stroke-width="${letter.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
    ...dots.map(({cx, cy, r}) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colours.dot}"/>`),
    '</svg>',
  ].join('');
}
