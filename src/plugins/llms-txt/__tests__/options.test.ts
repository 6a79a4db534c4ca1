import assert from 'node:assert/strict';
import {test} from 'node:test';

import {validateOptions} from '..';

const base = {summary: 'Docs.', sections: [{title: 'Docs', sidebar: 'docs'}]};

test('llms-txt: bad options get a message naming the option', () => {
  assert.throws(() => validateOptions({options: undefined}), /llms-txt: option "summary" is required/);
  assert.throws(() => validateOptions({options: {...base, summary: ' '}}), /option "summary" must be the one-paragraph summary of the site/);
  assert.throws(
    () => validateOptions({options: {summary: 'S', sections: [{title: 'Docs'}]}}),
    /option "sections\[0\]" must be \{title, sidebar, category\?\} or \{title, blogPluginId\}/,
  );
  assert.throws(() => validateOptions({options: {...base, openApiSpec: 3}}), /option "openApiSpec" must be string, not number/);
  assert.throws(() => validateOptions({options: {...base, assistantNote: 42}}), /option "assistantNote" must be string, not number/);
  assert.throws(() => validateOptions({options: {...base, title: 'Agenta'}}), /option "title" is not an option of this plugin/);
});

test("llms-txt: the assistants' note and the API descriptions are optional, the docs plugin is the default one", () => {
  assert.deepEqual(validateOptions({options: base}), {...base, versionOpenApiSpecs: {}, docsPluginId: 'default', id: 'default'});
  assert.equal(validateOptions({options: {...base, assistantNote: 'Use the MCP server.'}}).assistantNote, 'Use the MCP server.');
  const blogSection = {title: 'Changelog', blogPluginId: 'default'};
  assert.deepEqual(validateOptions({options: {...base, sections: [blogSection]}}).sections, [blogSection]);
});
