import assert from 'node:assert/strict';
import {test} from 'node:test';

import {docsEditUrl, editUrl, generatedPagesEditable, isGeneratedApiPage, repositoryOptions} from '../../config/repository';

test("the repository defaults to this site's, on main; a trailing slash or .git is dropped", () => {
  assert.deepEqual(repositoryOptions({}), {url: 'https://github.com/Agenta-AI/agenta-docs', branch: 'main'});
  assert.deepEqual(repositoryOptions({DOCS_REPOSITORY_URL: 'https://github.com/acme/docs.git', DOCS_REPOSITORY_BRANCH: 'release/1.0'}), {
    url: 'https://github.com/acme/docs',
    branch: 'release/1.0',
  });
  assert.equal(repositoryOptions({DOCS_REPOSITORY_URL: 'https://github.com/acme/docs/'}).url, 'https://github.com/acme/docs');
});

test('a malformed repository URL or branch stops the build with a message naming the variable', () => {
  for (const url of ['github.com/acme/docs', 'http://github.com/acme/docs', 'https://github.com/acme', 'https://github.com/acme/docs?x=1']) {
    assert.throws(() => repositoryOptions({DOCS_REPOSITORY_URL: url}), /DOCS_REPOSITORY_URL must be a repository's https URL/);
  }
  for (const branch of ['a b', '../main', 'main.lock', 'x/.hidden', 'feat?']) {
    assert.throws(() => repositoryOptions({DOCS_REPOSITORY_BRANCH: branch}), /DOCS_REPOSITORY_BRANCH must be a branch name/);
  }
});

test("edit links name the page's own file, .md or .mdx; generated API pages name their version's OpenAPI document", () => {
  const repository = {url: 'https://github.com/acme/docs', branch: 'main'};
  const docs = docsEditUrl(repository, (dir) => (dir === 'docs' ? 'openapi/agenta.yaml' : 'openapi/0.27/agenta.yaml'));
  assert.equal(docs({versionDocsDirPath: 'docs', docPath: 'evaluation/overview.md'}), 'https://github.com/acme/docs/edit/main/docs/evaluation/overview.md');
  assert.equal(
    docs({versionDocsDirPath: 'docs', docPath: 'observability/quickstart.mdx'}),
    'https://github.com/acme/docs/edit/main/docs/observability/quickstart.mdx',
  );
  assert.equal(docs({versionDocsDirPath: 'docs', docPath: 'reference/api/list-apps.api.mdx'}), 'https://github.com/acme/docs/edit/main/openapi/agenta.yaml');
  assert.equal(
    docs({versionDocsDirPath: 'docs', docPath: 'reference/api/category.mdx'}),
    'https://github.com/acme/docs/edit/main/docs/reference/api/category.mdx',
  );
  assert.equal(
    docs({versionDocsDirPath: 'versioned_docs/version-0.27', docPath: 'evaluation/overview.md'}),
    'https://github.com/acme/docs/edit/main/versioned_docs/version-0.27/evaluation/overview.md',
  );
  assert.equal(
    docs({versionDocsDirPath: 'versioned_docs/version-0.27', docPath: 'reference/api/list-apps.api.mdx'}),
    'https://github.com/acme/docs/edit/main/openapi/0.27/agenta.yaml',
  );
  assert.equal(editUrl(repository, 'docs/a page#1.md'), 'https://github.com/acme/docs/edit/main/docs/a%20page%231.md');
  assert.equal(isGeneratedApiPage('reference/api/agenta-api.info.mdx'), true);
  assert.equal(isGeneratedApiPage('reference/cli/install.md'), false);
});

test("generated API pages lose the generator's custom_edit_url: null; other pages keep their front matter", async () => {
  const parse = generatedPagesEditable(['/site/docs', '/site/versioned_docs/version-0.27']);
  const defaultParseFrontMatter = async () => ({frontMatter: {title: 'T', custom_edit_url: null}, content: 'x'});
  const generated = await parse({filePath: '/site/docs/reference/api/list-apps.api.mdx', fileContent: '', defaultParseFrontMatter});
  assert.deepEqual(generated.frontMatter, {title: 'T'});
  const older = await parse({filePath: '/site/versioned_docs/version-0.27/reference/api/list-apps.api.mdx', fileContent: '', defaultParseFrontMatter});
  assert.deepEqual(older.frontMatter, {title: 'T'});
  const handWritten = await parse({filePath: '/site/docs/evaluation/overview.md', fileContent: '', defaultParseFrontMatter});
  assert.deepEqual(handWritten.frontMatter, {title: 'T', custom_edit_url: null});
});
