import assert from 'node:assert/strict';
import {test} from 'node:test';

import {diagramAltText, mermaidConfigFor, normalizeSvg} from '../../src/remark/mermaid-svg';

const drawn =
  '<svg id="m1-0" width="100%" xmlns="http://www.w3.org/2000/svg" class="flowchart" style="max-width: 320.5px;" viewBox="0 0 320.5 80.25" role="graphics-document document">' +
  '<style>#m1-0{font-size:16px;}</style><g><text y="-10"><tspan class="text-outer-tspan row"><tspan>Test</tspan><tspan> set</tspan></tspan>' +
  '<tspan class="text-outer-tspan row"><tspan>(CSV)</tspan></tspan></text><text><tspan>run &amp; score</tspan></text><text><tspan>Test set (CSV)</tspan></text></g></svg>';

test('a drawn diagram gets its own size from its viewBox, and keeps everything else as Mermaid wrote it', () => {
  const svg = normalizeSvg(drawn);
  assert.match(svg, /^<svg [^>]*width="321"[^>]*>/);
  assert.match(svg, /^<svg [^>]*height="81"[^>]*>/);
  assert.doesNotMatch(svg.slice(0, svg.indexOf('>')), /max-width|100%/);
  assert.match(svg.slice(0, svg.indexOf('>')), /viewBox="0 0 320.5 80.25"/);
  assert.equal(svg.slice(svg.indexOf('>')), drawn.slice(drawn.indexOf('>')));
});

test('anything but an SVG with a viewBox is refused with a clear message', () => {
  assert.throws(() => normalizeSvg('<div>Syntax error</div>'), /not an SVG document/);
  assert.throws(() => normalizeSvg('<svg width="100%"><g/></svg>'), /without a usable viewBox/);
});

test('alt text names the kind of diagram and its labels once each, lines of a label joined by spaces', () => {
  assert.equal(diagramAltText('flowchart LR\n  A --> B', drawn), 'Flowchart: Test set (CSV); run & score');
  assert.match(diagramAltText('sequenceDiagram\n  A->>B: hi', drawn), /^Sequence diagram: /);
  assert.match(diagramAltText('journey\n  title x', drawn), /^Diagram: /);
});

test('alt text uses the accessible title and description when the source gives them', () => {
  const titled = drawn.replace('<style>', '<title id="t">Release flow</title><desc id="d">From playground to production</desc><style>');
  assert.equal(diagramAltText('flowchart LR', titled), 'Release flow. From playground to production');
});

test('alt text of a large diagram is cut short', () => {
  const labels = Array.from({length: 80}, (_, index) => `<text><tspan>Step number ${index}</tspan></text>`).join('');
  const alt = diagramAltText('flowchart TD', drawn.replace('</g>', `${labels}</g>`));
  assert.ok(alt.length <= 400);
  assert.ok(alt.endsWith('…'));
});

test('the dark drawing uses the dark theme and solid edge labels; both use fonts with shared metrics', () => {
  const light = mermaidConfigFor('light');
  const dark = mermaidConfigFor('dark');
  assert.equal(light.theme, 'default');
  assert.equal(dark.theme, 'dark');
  assert.match(String(dark.themeCSS), /edgeLabel/);
  assert.equal(light.themeCSS, undefined);
  for (const config of [light, dark]) {
    assert.match(String(config.fontFamily), /^Arial, "Liberation Sans", Helvetica/);
    assert.equal(config.htmlLabels, false);
  }
});
