/**
 * The GitHub Actions workflows (.github/workflows) checked with GitHub's own workflow parser
 * (`@actions/workflow-parser`, from actions/languageservices, which GitHub's editor support runs on
 * the workflow schema GitHub publishes with it): a misspelt key, a missing `runs-on` or a step with
 * neither `run` nor `uses` fails here rather than on GitHub. Then what the workflows must do: CI runs
 * exactly `npm test` on pull requests and pushes to main with the whole history, and the preview
 * deploys each pull request to its own Cloudflare Pages branch only where the secrets are.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {parse, stringify} from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');

// The parser is an ES module only.
const parser = import('@actions/workflow-parser');

/** What GitHub's parser finds wrong with a workflow, as the Actions tab would show it. */
async function workflowErrors(name: string, content: string): Promise<string[]> {
  const {NoOperationTraceWriter, parseWorkflow} = await parser;
  const result = parseWorkflow({name, content}, new NoOperationTraceWriter());
  return result.context.errors.getErrors().map((error) => error.message);
}

type Step = {name?: string; uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {
  'runs-on'?: string;
  container?: string;
  if?: string;
  env: Record<string, string>;
  permissions: Record<string, string>;
  steps: Step[];
  [key: string]: unknown;
};
type Workflow = {on: Record<string, {branches?: string[]} | null>; permissions?: unknown; jobs: Record<string, Job>};

const files = fs
  .readdirSync(WORKFLOWS)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort();
const read = (name: string) => parse(fs.readFileSync(path.join(WORKFLOWS, name), 'utf8')) as Workflow;

test('the workflows are the two this repository runs', () => {
  assert.deepEqual(files, ['ci.yml', 'preview.yml']);
});

for (const name of files) {
  test(`${name} is a valid GitHub Actions workflow`, async () => {
    assert.deepEqual(await workflowErrors(name, fs.readFileSync(path.join(WORKFLOWS, name), 'utf8')), []);
  });
}

test('the check fails on a planted mistake of each kind', async () => {
  const planted: [string, (workflow: Workflow) => void, RegExp][] = [
    ['a misspelt event', (workflow) => void (workflow.on = {'pull-request': null}), /Unexpected value 'pull-request'/],
    ['a job without runs-on', (workflow) => void delete workflow.jobs.test!['runs-on'], /Required property is missing: runs-on/],
    ['a step with neither run nor uses', (workflow) => void (workflow.jobs.test!.steps[1] = {name: 'nothing'}), /run|uses/],
    ['a misspelt key in a job', (workflow) => void (workflow.jobs.test!['timeout-minute'] = 5), /Unexpected value 'timeout-minute'/],
    ['a permission that does not exist', (workflow) => void (workflow.permissions = {'pull-request': 'write'}), /Unexpected value 'pull-request'/],
  ];
  for (const [mistake, plant, message] of planted) {
    const workflow = read('ci.yml');
    plant(workflow);
    const errors = await workflowErrors('planted.yml', stringify(workflow));
    assert.ok(errors.length > 0, `${mistake}: not caught`);
    assert.match(errors.join('\n'), message, mistake);
  }
});

test("CI runs exactly the README's test command on every pull request and push to main, on Node 20, with the whole history", () => {
  const ci = read('ci.yml');
  assert.ok('pull_request' in ci.on);
  assert.deepEqual(ci.on.push?.branches, ['main']);
  const job = ci.jobs.test!;
  assert.match(job['runs-on'] ?? '', /^ubuntu-/);
  assert.match(job.container ?? '', /^node:20-/);
  const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
  assert.equal(checkout?.with?.['fetch-depth'], 0);
  assert.deepEqual(
    job.steps.flatMap((step) => (step.run ? [step.run.trim()] : [])),
    ['npm test'],
  );
});

test('the preview deploys each pull request to its own branch, and only where the secrets are', () => {
  const preview = read('preview.yml');
  assert.deepEqual(Object.keys(preview.on), ['pull_request']);
  const settings = preview.jobs.settings!;
  const deploy = preview.jobs.deploy!;
  assert.match(JSON.stringify(settings.steps), /secrets\.CLOUDFLARE_API_TOKEN.*secrets\.CLOUDFLARE_ACCOUNT_ID.*vars\.CLOUDFLARE_PAGES_PROJECT/);
  assert.equal(deploy.if, "needs.settings.outputs.deploy == 'true'");
  assert.equal(deploy.env.PREVIEW_BRANCH, 'pr-${{ github.event.pull_request.number }}');
  const runs = deploy.steps.map((step) => step.run ?? '').join('\n');
  assert.match(runs, /npx wrangler pages deploy build --project-name "\$CLOUDFLARE_PAGES_PROJECT" --branch "\$PREVIEW_BRANCH"/);
  assert.match(runs, /DOCS_SITE_URL="https:\/\/\$\{PREVIEW_BRANCH\}\.\$\{CLOUDFLARE_PAGES_PROJECT\}\.pages\.dev" npm run build/);
  assert.equal(deploy.permissions['pull-requests'], 'write');
  // Nothing from the pull request's own text reaches a shell: only its number and commit.
  assert.doesNotMatch(JSON.stringify(preview), /github\.event\.pull_request\.(title|body|head\.ref)/);
});
