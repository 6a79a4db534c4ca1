/**
 * Links into the platform's repository name a tag or a commit, never a branch: a branch moves, and
 * the file a page links to, or the Compose file a command downloads, changes or goes away under
 * the reader (the quick start once fetched a file deleted from `main`). Read in every page and
 * post, the API description, and the site's own code and static files:
 *
 * - `github.com/Agenta-AI/agenta/{blob,tree,raw,blame,commits}/<ref>/…` and
 *   `raw.githubusercontent.com/Agenta-AI/agenta/<ref>/…` (also `refs/heads/<branch>/…`);
 * - `github.com/Agenta-AI/agenta/commit/<sha>`, `…/compare/<ref>...<ref>`, `…/archive/<ref>.zip`;
 * - `git clone …Agenta-AI/agenta…` in a command, which needs `--branch <tag>` (or `-b`), or a
 *   `git checkout <tag or commit>` after it in the same block.
 *
 * A ref is pinned when it is a release tag (`v0.27.0`, `v0.19.6-hotfix`) or a commit (7 to 40 hex
 * digits). The repository's home page, its issues, discussions, pull requests and releases are
 * not code and are left alone.
 */
import type {SurfaceProblem} from './facts';

const REPO = String.raw`(?:https?:)?//(?:www\.)?github\.com/agenta-ai/agenta(?![\w-])(?:\.git)?`;
const RAW = String.raw`(?:https?:)?//raw\.githubusercontent\.com/agenta-ai/agenta/`;
const URL_END = String.raw`[^\s)\]>"'\`<|{}]*`;
const REPO_URL = new RegExp(`${REPO}(/${URL_END})?`, 'gi');
const RAW_URL = new RegExp(`${RAW}(${URL_END})`, 'gi');

/** A release tag or a commit. */
export function isPinnedRef(ref: string): boolean {
  return /^v\d+(\.\d+){1,3}([-+][\w.-]+)?$/.test(ref) || /^[0-9a-f]{7,40}$/i.test(ref);
}

/** Why one URL into the repository is not pinned, or null when it is (or is not code). */
export function unpinnedReason(url: string): string | null {
  const raw = new RegExp(`^${RAW}(${URL_END})$`, 'i').exec(url);
  if (raw) {
    const rest = raw[1]!.replace(/^refs\/(heads|tags)\//, (_, kind: string) => (kind === 'heads' ? 'refs/heads/' : ''));
    if (rest.startsWith('refs/heads/')) return `it names the branch ${rest.split('/')[2]}`;
    const ref = rest.split('/')[0] ?? '';
    return isPinnedRef(ref) ? null : ref ? `it names ${ref}, which is not a tag or a commit` : 'it names no tag or commit';
  }
  const repo = new RegExp(`^${REPO}(/${URL_END})?$`, 'i').exec(url);
  if (!repo || !repo[1]) return null;
  const [kind, ...rest] = repo[1].slice(1).split(/[/?#]/);
  switch (kind) {
    case 'blob':
    case 'tree':
    case 'raw':
    case 'blame':
    case 'commits': {
      const ref = rest[0] ?? '';
      if (!ref && kind === 'commits') return 'it lists the commits of the default branch';
      return isPinnedRef(ref) ? null : ref ? `it names ${ref}, which is not a tag or a commit` : 'it names no tag or commit';
    }
    case 'commit':
      return isPinnedRef(rest[0] ?? '') ? null : `it names ${rest[0] || 'no commit'}, which is not a commit`;
    case 'archive': {
      const ref = (rest[0] ?? '').replace(/\.(zip|tar\.gz)$/, '');
      return isPinnedRef(ref) ? null : `it names ${ref || 'no ref'}, which is not a tag or a commit`;
    }
    case 'compare': {
      const refs = (rest[0] ?? '').split(/\.{2,3}/);
      const bad = refs.find((ref) => !isPinnedRef(ref));
      return bad === undefined ? null : `it compares ${bad || 'nothing'}, which is not a tag or a commit`;
    }
    default:
      return null;
  }
}

/** Line (1-based) of an offset in a text. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index++) if (text.charCodeAt(index) === 10) line++;
  return line;
}

/** `git clone` of the platform's repository that does not name a tag or commit. */
function unpinnedClones(source: string): {line: number; message: string}[] {
  const found: {line: number; message: string}[] = [];
  const lines = source.split('\n');
  lines.forEach((text, index) => {
    const clone = /\bgit\s+clone\b(.*)/.exec(text);
    if (!clone || !new RegExp(REPO, 'i').test(clone[1]!)) return;
    const branch = /(?:--branch(?:\s+|=)|\s-b\s+)(\S+)/.exec(clone[1]!);
    if (branch) {
      if (!isPinnedRef(branch[1]!))
        found.push({line: index + 1, message: `\`git clone --branch ${branch[1]}\` of the platform's repository: name a release tag`});
      return;
    }
    // A checkout of a tag or commit further down the same command block pins it too.
    for (let next = index + 1; next < lines.length && !/^\s{0,3}(`{3,}|~{3,})/.test(lines[next]!); next++) {
      const checkout = /\bgit\s+(?:checkout|switch\s+--detach)\s+(\S+)/.exec(lines[next]!);
      if (checkout && isPinnedRef(checkout[1]!)) return;
    }
    found.push({line: index + 1, message: "`git clone` of the platform's repository checks out its default branch: add `--branch <release tag>`"});
  });
  return found;
}

/** Every unpinned link or clone into the platform's repository in the files given. */
export function checkPinnedLinks(files: {file: string; source: string}[]): SurfaceProblem[] {
  const problems: SurfaceProblem[] = [];
  for (const {file, source} of files) {
    const found: SurfaceProblem[] = [];
    for (const pattern of [REPO_URL, RAW_URL]) {
      for (const match of source.matchAll(pattern)) {
        const url = match[0].replace(/[.,;:!?]+$/, '');
        const reason = unpinnedReason(url);
        if (reason)
          found.push({
            file,
            line: lineAt(source, match.index ?? 0),
            check: 'pinned-links',
            message: `${url}: ${reason}; a link into the platform's repository names a release tag or a commit`,
          });
      }
    }
    for (const {line, message} of unpinnedClones(source)) found.push({file, line, check: 'pinned-links', message});
    problems.push(...found.sort((a, b) => a.line - b.line));
  }
  return problems;
}
