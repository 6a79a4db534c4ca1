/**
 * The claim sources of the pages, posts and API description, and the quoted platform messages:
 *
 * - `npm run sources [-- paths…]` checks them offline, as `npm run test:content` does (default:
 *   every page, post and the API description);
 * - `npm run sources -- read <page or sources file>[#id] … [--all] [--git <platform repository>]`
 *   shows each changed claim's words and cited code and records that it was read (`read:`);
 * - `npm run sources -- verify --git <platform repository>` reads every cited line range at its ref
 *   from the platform's repository: each file and line exists, each message's words are on its
 *   lines; `--write-files` then rewrites the list of the platform's files at the release
 *   (facts/0.27/platform-files.txt) from it.
 *
 * - `npm run sources -- diff --git <repo> --from <ref> --to <ref> [--docs <dir>…] [--out <file>]
 *   [--from-spec <file> --to-spec <file>]` writes what a new release changes for the docs
 *   (release-diff.ts);
 * - `npm run sources -- retarget --git <repo> --from <ref> --to <ref> <sources files or folders>`
 *   moves their citations to the new release where the cited lines did not change.
 *
 * `--git` defaults to `AGENTA_GIT`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {parse as parseYaml} from 'yaml';

import {checkApiSources, findApiSourcesFiles} from './lib/claims/api-places';
import {byRelease, latestRelease, loadReleases} from './lib/releases';
import {checkClaimSources} from './lib/claims/check';
import {withoutMarkers} from './lib/claims/markers';
import {readApiClaims, readPageClaims} from './lib/claims/read';
import {docsSourcesFiles, releaseReport, retarget} from './lib/claims/release-diff';
import {verifySources} from './lib/claims/verify';
import {checkMessages, checkMessagesData, loadMessages} from './lib/checks/messages';
import {loadPlatformFiles, platformFilesListOf} from './lib/checks/platform-code';
import {apiResponseModelsFileOf} from './lib/api-response-models';
import {findContentFiles} from './lib/code-blocks';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    git: {type: 'string', default: process.env.AGENTA_GIT},
    all: {type: 'boolean', default: false},
    'write-files': {type: 'boolean', default: false},
    from: {type: 'string'},
    to: {type: 'string'},
    docs: {type: 'string', multiple: true},
    out: {type: 'string'},
    'from-spec': {type: 'string'},
    'to-spec': {type: 'string'},
  },
});

const [command, ...rest] = positionals;

if (command === 'read') {
  if (rest.length === 0) {
    console.error('Usage: npm run sources -- read <page or sources file>[#claim-id] … [--all] [--git <platform repository>]');
    process.exit(2);
  }
  let read = 0;
  for (const target of rest) {
    const [file, id] = target.split('#') as [string, string | undefined];
    const ids = id ? [id] : [];
    const isApi = /\.ya?ml$/.test(file) && !file.endsWith('.sources.yaml');
    try {
      read += isApi
        ? readApiClaims(path.resolve(file), ids, {git: values.git, all: values.all})
        : readPageClaims(path.resolve(file.replace(/\.sources\.yaml$/, fs.existsSync(file.replace(/\.sources\.yaml$/, '.mdx')) ? '.mdx' : '.md')), ids, {
            git: values.git,
            all: values.all,
          });
    } catch (error) {
      console.error(String((error as Error).message));
      process.exit(1);
    }
  }
  console.log(
    `\n${read} claim${read === 1 ? '' : 's'} read and recorded.${values.git ? '' : ' (No platform repository given: the code was not shown. Pass --git <dir> or set AGENTA_GIT.)'}`,
  );
  process.exit(0);
}

const releases = loadReleases();

if (command === 'diff' || command === 'retarget') {
  if (!values.git || !values.from || !values.to) {
    console.error(
      `Usage: npm run sources -- ${command} --git <platform repository> --from <ref> --to <ref> ${command === 'diff' ? '[--docs <dir>…] [--out <file>] [--from-spec <file> --to-spec <file>]' : '<sources files or folders>'}`,
    );
    process.exit(2);
  }
  if (command === 'diff') {
    // The release being succeeded: its pages, its API description's sources, its messages.
    const from = releases.find((release) => release.ref === values.from) ?? latestRelease();
    const report = releaseReport({
      git: values.git,
      from: values.from,
      to: values.to,
      docsDirs: (values.docs ?? [path.relative(process.cwd(), from.docsDir)]).map((dir) => path.resolve(dir)),
      apiSourcesDir: path.join(from.openapiDir, 'sources'),
      messages: loadMessages(from),
      specs: (() => {
        // The two releases' API descriptions, unless others are given.
        const to = releases.find((release) => release.ref === values.to);
        const fromSpec = values['from-spec'] ?? path.join(from.openapiDir, 'agenta.yaml');
        const toSpec = values['to-spec'] ?? (to ? path.join(to.openapiDir, 'agenta.yaml') : undefined);
        return toSpec && fromSpec !== toSpec ? {from: parseYaml(fs.readFileSync(fromSpec, 'utf8')), to: parseYaml(fs.readFileSync(toSpec, 'utf8'))} : undefined;
      })(),
    });
    if (values.out) {
      fs.mkdirSync(path.dirname(values.out), {recursive: true});
      fs.writeFileSync(values.out, report);
      console.log(`Wrote ${values.out}.`);
    } else process.stdout.write(report);
  } else {
    const files = rest.flatMap((target) =>
      fs.statSync(target).isDirectory() ? docsSourcesFiles([path.resolve(target)]).concat(findApiSourcesFiles(path.resolve(target))) : [path.resolve(target)],
    );
    const result = retarget([...new Set(files)], {git: values.git, from: values.from, to: values.to});
    for (const line of result.changed) console.log(`changed, read it again: ${line}`);
    console.log(`${result.moved} citations moved to ${values.to}; ${result.changed.length} cite lines that changed and stay as they were.`);
  }
  process.exit(0);
}

if (command === 'verify') {
  if (!values.git) {
    console.error('Usage: npm run sources -- verify --git <platform repository> [--write-files]');
    process.exit(2);
  }
  let failed = false;
  for (const release of releases) {
    const sourcesFiles = [...docsSourcesFiles([release.docsDir]), ...(release.latest ? docsSourcesFiles([path.resolve('changelog')]) : [])];
    const result = verifySources({
      git: values.git,
      messages: loadMessages(release),
      defaultRef: release.ref,
      sourcesFiles,
      apiSourcesDir: path.join(release.openapiDir, 'sources'),
      writeFiles: values['write-files'] ? platformFilesListOf(release) : undefined,
      responseModels: {file: apiResponseModelsFileOf(release), release: release.version},
    });
    for (const problem of result.problems) console.error(problem);
    console.log(
      `${release.version}: verified ${result.refs} cited line ranges of ${result.claims} claims and ${result.messages} messages against ${values.git} at ${release.ref}: ${result.problems.length} problems.`,
    );
    failed ||= result.problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

const roots = positionals.length
  ? positionals.filter((root) => !root.startsWith('openapi'))
  : [...releases.map((release) => path.relative(process.cwd(), release.docsDir)), 'changelog'];
const withApi = positionals.length === 0 || positionals.some((root) => root.startsWith('openapi'));
const pages = findContentFiles(roots.filter((root) => fs.existsSync(root))).map((file) => ({file, source: fs.readFileSync(file, 'utf8')}));
const problems = checkClaimSources(pages);
const dataProblems: string[] = [];
// Each release's pages quote its own messages, held to its own file list.
for (const {release, items} of byRelease(pages)) {
  const messages = loadMessages(release);
  for (const problem of checkMessagesData(messages, loadPlatformFiles(platformFilesListOf(release))))
    dataProblems.push(`${path.relative(process.cwd(), path.join(release.factsDir, 'messages.yaml'))}: ${problem}`);
  problems.push(
    ...checkMessages(
      items.map(({file, source}) => ({file, source: withoutMarkers(source)})),
      messages,
      {allPages: positionals.length === 0, dataFile: path.relative(process.cwd(), path.join(release.factsDir, 'messages.yaml'))},
    ),
  );
}
if (withApi) for (const release of releases) problems.push(...checkApiSources({release}));
for (const problem of dataProblems) console.error(problem);
for (const {file, line, check, message} of problems) console.error(`${file}:${line} [${check}] ${message}`);
console.log(
  `Claim sources of ${pages.length} pages${withApi ? ` and the API descriptions of ${releases.length} release${releases.length === 1 ? '' : 's'}` : ''}, and quoted messages: ${problems.length + dataProblems.length} problems.`,
);
process.exit(problems.length || dataProblems.length ? 1 : 0);
