import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkHttpCalls, classifyUrl, closeObjectSchemas, extractHttpCalls, matchesTemplate, parseJsonText, readCurl} from '../../scripts/lib/checks/http-calls';
import {placeholder, showPlaceholders, splitShellCommands} from '../../scripts/lib/checks/shell-words';
import {extractCodeBlocks} from '../../scripts/lib/code-blocks';
import {loadReleases} from '../../scripts/lib/releases';

// The API as 0.27.0 described it (the cases were written from it).
const release = loadReleases().find((candidate) => candidate.version === '0.27')!;

const page = (lang: string, code: string) => `---\ntitle: T\n---\n\nText.\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`;

function check(lang: string, code: string) {
  return checkHttpCalls(extractHttpCalls(extractCodeBlocks('page.md', page(lang, code))), release);
}

const messages = (lang: string, code: string) => check(lang, code).problems.map((p) => `${p.block.line} ${p.message}`);

// --- bash words ------------------------------------------------------------------------------

test('shell words: quotes, continuations, expansions and separate commands', () => {
  const commands = splitShellCommands(
    'export A=1\ncurl -s "$HOST/api/x/${ID}" \\\n  -H \'Authorization: k\' | jq .\n# a comment\necho "a \\"b\\"" && ls $(pwd)',
  );
  assert.deepEqual(
    commands.map((c) => [c.line, c.words.map(showPlaceholders)]),
    [
      [0, ['export', 'A=1']],
      [1, ['curl', '-s', '$HOST/api/x/$ID', '-H', 'Authorization: k']],
      [2, ['jq', '.']],
      [4, ['echo', 'a "b"']],
      [4, ['ls', '$()']],
    ],
  );
});

test('shell words: a here-document is the standard input of its command, expanded unless quoted', () => {
  const [curl, echo] = splitShellCommands('curl --data @- <<EOF\n{"id": "$ID"}\nEOF\necho <<\'END\'\n$KEEP\nEND\n');
  assert.equal(curl!.stdin, `{"id": "${placeholder('ID')}"}\n`);
  assert.deepEqual(curl!.words, ['curl', '--data', '@-']);
  assert.equal(echo!.stdin, '$KEEP\n');
});

test('shell words: redirections and their targets are not words', () => {
  const [command] = splitShellCommands('curl -s http://h/api/health > out.json 2>&1');
  assert.deepEqual(command!.words, ['curl', '-s', 'http://h/api/health']);
});

// --- reading curl ----------------------------------------------------------------------------

test('curl: the method comes from -X, or from the data options', () => {
  assert.equal(readCurl(['http://h/api/apps'], undefined).method, 'GET');
  assert.equal(readCurl(['-d', '{}', 'http://h/api/apps'], undefined).method, 'POST');
  assert.equal(readCurl(['-sXDELETE', 'http://h/api/apps'], undefined).method, 'DELETE');
  assert.equal(readCurl(['-sX', 'PUT', 'http://h/api/apps'], undefined).method, 'PUT');
  assert.equal(readCurl(['-G', '-d', 'app_id=1', 'http://h/api/testsets'], undefined).url, 'http://h/api/testsets?app_id=1');
  assert.deepEqual(readCurl(['-F', 'file=@a.csv', '-F', 'app_id=1', 'http://h/x'], undefined).body, {kind: 'form', fields: ['file', 'app_id']});
  assert.deepEqual(readCurl(['--data', '@-', 'http://h/x'], '{"a": 1}').body, {kind: 'json', value: {a: 1}});
  assert.deepEqual(readCurl(['-H', 'Content-Type: application/json', 'http://h/x'], undefined).url, 'http://h/x');
});

test('JSON text: a placeholder outside a string stands for any value', () => {
  const parsed = parseJsonText(`{"n": ${placeholder('N')}, "s": "id-${placeholder('ID')}"}`);
  assert.equal(parsed?.kind, 'json');
  assert.equal(parseJsonText('{"a": '), null);
});

// --- which calls are the Agenta API ----------------------------------------------------------

test('addresses: the Agenta API is /api on a host from a variable or on a host without a port', () => {
  assert.deepEqual(classifyUrl(`${placeholder('AGENTA_HOST')}/api/apps?app_name=x`), {kind: 'agenta', path: '/apps', query: ['app_name']});
  assert.deepEqual(classifyUrl('https://cloud.agenta.ai/api/health'), {kind: 'agenta', path: '/health', query: []});
  assert.equal(classifyUrl('http://localhost/api/health/').kind, 'agenta');
  assert.equal(classifyUrl('http://localhost:11434/api/tags').kind, 'other');
  assert.equal(classifyUrl('http://localhost:8000/generate').kind, 'other');
  assert.equal(classifyUrl('http://localhost/0192e4f1/capitals/app/generate_deployed').kind, 'other');
  assert.equal(classifyUrl('https://api.openai.com/v1/chat/completions').kind, 'other');
  assert.equal(classifyUrl(`${placeholder('APP_URL')}/generate_deployed`).kind, 'other');
  assert.equal(classifyUrl(placeholder('url')).kind, 'unresolved');
  assert.equal(classifyUrl(null).kind, 'unresolved');
});

test('paths: a template parameter takes one segment; a computed segment fits only a parameter', () => {
  assert.ok(matchesTemplate('/apps/0193/variants/', '/apps/{app_id}/variants'));
  assert.ok(matchesTemplate(`/testsets/${placeholder('ID')}`, '/testsets/{testset_id}'));
  assert.ok(!matchesTemplate(`/testsets/${placeholder('ID')}`, '/testsets/upload'));
  assert.ok(!matchesTemplate('/apps/1/2', '/apps/{app_id}'));
});

test('schemas are closed to unknown fields where they list their properties', () => {
  const closed = closeObjectSchemas({type: 'object', properties: {a: {type: 'object'}}, example: {properties: 1}}) as Record<string, unknown>;
  assert.equal(closed.additionalProperties, false);
  assert.deepEqual((closed.properties as Record<string, Record<string, unknown>>).a, {type: 'object'});
  assert.deepEqual(closed.example, {properties: 1});
});

// --- the check -------------------------------------------------------------------------------

const goodCurl = `curl -X POST "$AGENTA_HOST/api/evaluators/configs/" \\
  -H "Content-Type: application/json" \\
  -d '{"app_id": "'"$APP_ID"'", "name": "n", "evaluator_key": "auto_exact_match", "settings_values": {}}'`;

test('a correct curl call passes, with its computed values taken as they come', () => {
  const report = check('bash', goodCurl);
  assert.deepEqual(report.problems, []);
  assert.equal(report.checked, 1);
  assert.equal(report.bodiesChecked, 1);
});

test('a misspelt path fails with the page line and the closest path', () => {
  assert.deepEqual(messages('bash', 'curl -s "$AGENTA_HOST/api/evaluators/confgs/?app_id=1"'), [
    '8 GET /api/evaluators/confgs/: no operation in openapi/agenta.yaml has this path (closest: /evaluators/configs)',
  ]);
});

test('a method the path does not have fails', () => {
  assert.deepEqual(messages('bash', 'echo start\ncurl -X PUT "$AGENTA_HOST/api/apps/0193"'), [
    '9 PUT /api/apps/0193: /apps/{app_id} has no PUT operation (it has DELETE, PATCH)',
  ]);
});

test('a query parameter the operation does not take fails', () => {
  assert.match(messages('bash', 'curl "$AGENTA_HOST/api/apps?org_id=1"')[0]!, /query parameter "org_id" is not one of GET \/apps's \(app_name, workspace_id\)/);
});

test('a body with a misspelt field or a missing required field fails', () => {
  const wrong = goodCurl.replace('"evaluator_key"', '"evaluator_kye"');
  assert.deepEqual(messages('bash', wrong), [
    '8 POST /api/evaluators/configs/: body: the body lacks the required field "evaluator_key"; unknown field "evaluator_kye" in the body',
  ]);
  const noVersion = `curl -X POST "$AGENTA_HOST/api/variants/configs/fetch" -d '{"environment_ref": {"slug": "production", "id": null}}'`;
  assert.match(messages('bash', noVersion)[0]!, /environment_ref lacks the required field "version"/);
  const evaluation = `curl -X POST "$AGENTA_HOST/api/evaluations/" -d '{"app_id": "a", "variant_ids": ["v"], "evaluators_configs": ["e"], "rate_limit": {"batch_size": 10, "max_retries": 3, "retry_delay": 3, "delay_between_batches": 5}}'`;
  assert.match(messages('bash', evaluation)[0]!, /the body lacks the required field "testset_id"/);
  assert.deepEqual(messages('bash', evaluation.replace('}}', '}, "testset_id": "t"}')), []);
});

test('a body that is not JSON, or form fields for a JSON operation, fail', () => {
  assert.match(messages('bash', `curl -X POST "$AGENTA_HOST/api/evaluators/map" -d '{"inputs": '`)[0]!, /sends a body that is not JSON/);
  assert.match(messages('bash', `curl -X POST "$AGENTA_HOST/api/evaluators/map" -F inputs=x`)[0]!, /sends form fields, but the operation takes a JSON body/);
  assert.deepEqual(messages('bash', `curl -X POST "$AGENTA_HOST/api/testsets/upload" -F file=@a.csv -F app_id=1`), []);
});

test('Python requests and httpx calls are read, f-strings and clients included', () => {
  const code = [
    'import os',
    'import httpx, requests',
    'HOST = os.getenv("AGENTA_HOST", "https://cloud.agenta.ai")',
    'ref = {"slug": "capitals", "version": None, "id": None}',
    'httpx.post(f"{HOST}/api/variants/configs/fetch", json={"environment_ref": {"slug": "production", "version": None, "id": None}, "application_ref": ref})',
    'requests.get(HOST + "/api/evaluators/configs", params={"app_id": "x"})',
    'with httpx.Client(base_url=f"{HOST}/api") as client:',
    '    client.post("/evaluators/map", json={"inputs": {}, "mapping": {}, "extra": 1})',
    'requests.post("https://api.openai.com/v1/chat/completions", json={"model": "x"})',
  ].join('\n');
  const report = check('python', code);
  assert.equal(report.checked, 3);
  assert.equal(report.otherHosts, 1);
  assert.deepEqual(
    report.problems.map((p) => `${p.block.line} ${p.message}`),
    ['15 POST /api/evaluators/map: body: unknown field "extra" in the body'],
  );
});

test('JavaScript fetch calls are read, with JSON.stringify bodies', () => {
  const code = [
    'const host = process.env.AGENTA_HOST;',
    'await fetch(`${host}/api/variants/configs/list`, {',
    "  method: 'POST',",
    "  body: JSON.stringify({application_ref: {slug: 'capitals', version: null, id: null}}),",
    '});',
    "await fetch(host + '/api/variants/configs/lst', {method: 'POST', body: JSON.stringify({})});",
  ].join('\n');
  const report = check('typescript', code);
  assert.equal(report.checked, 2);
  assert.deepEqual(
    report.problems.map((p) => `${p.block.line} ${p.message}`),
    ['13 POST /api/variants/configs/lst: no operation in openapi/agenta.yaml has this path (closest: /variants/configs/list)'],
  );
});

test('calls to other hosts, and to operations the reference leaves out, are not failures', () => {
  const report = check(
    'bash',
    [
      'curl -s -X POST http://127.0.0.1:8000/ -d \'{"output": "x"}\'',
      'curl http://localhost:11434/api/tags',
      'sudo apt-get install -y curl git',
      'curl -s http://localhost/api/observability/v1/otlp/traces',
    ].join('\n'),
  );
  assert.deepEqual(report.problems, []);
  assert.deepEqual([report.otherHosts, report.leftOut, report.checked], [2, 1, 0]);
});
