import assert from 'node:assert/strict';
import {test} from 'node:test';

import {VARIED_SHARE, varyJson, varyPage, varyProse, variedWord} from '../../scripts/lib/scale-corpus';

const page = `---
title: "Configure evaluators"
slug: /evaluators
description: Choose evaluators and configure their settings.
---

import Tabs from '@theme/Tabs';

## Choose an evaluator

Evaluators compare outputs with the expected answers; see [settings](../settings.md#choose-an-evaluator) and \`correct_answer_key\`.

\`\`\`python
evaluators = client.evaluators.list()
\`\`\`

<TabItem
  value="python"
>
`;

test('the first copy is the page itself; later copies vary about the set share of words, the same way throughout', () => {
  const words = Array.from({length: 2000}, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + (Math.floor(i / 26) % 26))}abc`);
  assert.ok(words.every((word) => variedWord(word, 1) === word));
  const share = words.filter((word) => variedWord(word, 3) !== word).length / words.length;
  assert.ok(Math.abs(share - VARIED_SHARE) < 0.05, `share ${share}`);
  assert.equal(variedWord('evaluation', 5), variedWord('evaluation', 5));
});

test('a copied page keeps its code, headings, links, imports and JSX; its title names the copy; its slug goes', () => {
  assert.match(varyPage(page, 7), /^title: "Configure evaluators \(copy 7\)"$/m);
  const copies = Array.from({length: 30}, (_, i) => varyPage(page, i + 2));
  assert.ok(
    copies.some((copy) => copy !== page.replace(/^slug:.*\n/m, '').replace(/^title: "(.*)"$/m, (_, t) => t)),
    'copies differ',
  );
  for (const copy of copies) {
    assert.doesNotMatch(copy, /^slug:/m);
    const lines = copy.split('\n');
    for (const kept of ["import Tabs from '@theme/Tabs';", '## Choose an evaluator', 'evaluators = client.evaluators.list()', '  value="python"']) {
      assert.ok(lines.includes(kept), kept);
    }
    for (const kept of ['](../settings.md#choose-an-evaluator)', ' `correct_answer_key`.']) assert.ok(copy.includes(kept), kept);
  }
  const prose = 'compare outputs with their expected answers across several evaluation settings and scenarios';
  const varied = Array.from({length: 20}, (_, i) => varyProse(prose, i + 2)).filter((line) => line !== prose);
  assert.ok(varied.length > 0, 'some copies vary the prose');
});

test("an API operation's data has its descriptions varied and nothing else", () => {
  const data = {parameters: [{name: 'app_id', in: 'path', description: 'identifier of the application to update'}]};
  const copies = Array.from({length: 20}, (_, i) => varyJson(data, i + 2) as typeof data);
  assert.ok(copies.every((copy) => copy.parameters[0].name === 'app_id' && copy.parameters[0].in === 'path'));
  assert.ok(copies.some((copy) => copy.parameters[0].description !== data.parameters[0].description));
});
