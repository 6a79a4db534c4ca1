import path from 'node:path';

import type {ParseFrontMatter} from '@docusaurus/types';

/** The repository this site's sources live in, unless DOCS_REPOSITORY_URL says otherwise. */
const defaultRepositoryUrl = 'https://github.com/Agenta-AI/agenta-docs';
const defaultBranch = 'main';

/**
 * Whether a docs file (by its path from `docs/`) is generated from the
 * OpenAPI document at every build: all of `reference/api/` but the
 * hand-written `category.mdx`. Such a page's source is that document.
 */
export function isGeneratedApiPage(docPath: string): boolean {
  return /^reference\/api\/(?!category\.mdx$)[^/]+\.mdx?$/.test(docPath.split('\\').join('/'));
}

/**
 * The site's `markdown.parseFrontMatter`: the OpenAPI plugin writes
 * `custom_edit_url: null` into every page it generates, which would hide
 * their edit link; it is dropped so that the docs plugin's `editUrl` (the
 * OpenAPI document, above) applies. Other pages are left as they are.
 */
export function generatedPagesEditable(docsDirs: string[]): ParseFrontMatter {
  return async ({defaultParseFrontMatter, ...file}) => {
    const result = await defaultParseFrontMatter(file);
    const generated = docsDirs.some((docsDir) => isGeneratedApiPage(path.relative(docsDir, file.filePath)));
    if (generated && result.frontMatter.custom_edit_url === null) {
      const {custom_edit_url: _hidden, ...frontMatter} = result.frontMatter;
      return {...result, frontMatter};
    }
    return result;
  };
}

export type RepositoryOptions = {
  /** `https://github.com/owner/name`, without a trailing slash or `.git`. */
  url: string;
  branch: string;
};

/**
 * Where "Edit this page" points: the repository that holds this site and the
 * branch to propose changes on, read from the environment at build time. A
 * malformed value stops the build with a message naming the variable.
 */
export function repositoryOptions(env: NodeJS.ProcessEnv = process.env): RepositoryOptions {
  const fail = (message: string): never => {
    throw new Error(`Repository configuration: ${message}`);
  };
  const url = (env.DOCS_REPOSITORY_URL?.trim() || defaultRepositoryUrl).replace(/\/+$/, '').replace(/\.git$/, '');
  const branch = env.DOCS_REPOSITORY_BRANCH?.trim() || defaultBranch;
  const repositoryPath = /^https:\/\/[^/?#\s]+\/[^/?#\s]+\/[^/?#\s]+$/;
  if (!repositoryPath.test(url)) {
    fail(`DOCS_REPOSITORY_URL must be a repository's https URL such as "https://github.com/owner/name" (got "${url}").`);
  }
  // Git's own rules for a branch name, the parts that could break a URL path.
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(branch) || branch.split('/').some((part) => part.startsWith('.')) || branch.endsWith('.lock')) {
    fail(`DOCS_REPOSITORY_BRANCH must be a branch name such as "main" (got "${branch}").`);
  }
  return {url, branch};
}

/**
 * The docs plugin's `editUrl`: the editor of the page's own file (`.md` or
 * `.mdx`, as it is, in its version's folder), or of the version's OpenAPI
 * document for the pages generated from it.
 */
export function docsEditUrl(repository: RepositoryOptions, openApiSpecOf: (versionDocsDirPath: string) => string) {
  return ({versionDocsDirPath, docPath}: {versionDocsDirPath: string; docPath: string}): string =>
    editUrl(repository, isGeneratedApiPage(docPath) ? openApiSpecOf(versionDocsDirPath) : `${versionDocsDirPath}/${docPath}`);
}

/** The editor of one file of the repository, by its path from the site's root. */
export function editUrl(repository: RepositoryOptions, filePath: string): string {
  const encoded = filePath.split('/').map(encodeURIComponent).join('/');
  return `${repository.url}/edit/${repository.branch}/${encoded}`;
}
