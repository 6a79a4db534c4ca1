/**
 * The webhook evaluator page ships a runnable server. Start it exactly as a
 * reader would (python3 webhook_server.py, configured by HOST and PORT), send
 * it the request the platform sends, and check what it answers.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

import {extractCodeBlocks} from '../../scripts/lib/code-blocks';

const pagePath = path.resolve(__dirname, '../../docs/evaluation/evaluators/webhook-evaluator.mdx');

function serverSource(): string {
  const blocks = extractCodeBlocks(pagePath, fs.readFileSync(pagePath, 'utf8'));
  const block = blocks.find((b) => b.lang === 'python' && b.meta.includes('title="webhook_server.py"'));
  assert.ok(block, 'the page has a python block titled webhook_server.py');
  return block.value;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (connected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`webhook_server.py did not listen on port ${port} within ${timeoutMs} ms`);
}

let server: ChildProcess;
let baseUrl: string;

before(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-example-'));
  const file = path.join(dir, 'webhook_server.py');
  fs.writeFileSync(file, serverSource());
  const port = await freePort();
  server = spawn('python3', [file], {
    env: {...process.env, HOST: '127.0.0.1', PORT: String(port)},
    stdio: 'ignore',
  });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilListening(port);
});

after(() => {
  server?.kill();
});

test('it scores the request the platform sends with a JSON {score} between 0 and 1', async () => {
  // The body the platform's webhook evaluator posts (facts: evaluators.yaml, webhook).
  const body = {
    correct_answer: 'Paris',
    output: 'The capital of France is Paris.',
    inputs: {prediction: 'The capital of France is Paris.', ground_truth: 'Paris'},
  };
  const response = await fetch(baseUrl, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /application\/json/);
  const result = (await response.json()) as {score?: unknown};
  assert.equal(typeof result.score, 'number');
  assert.ok((result.score as number) >= 0 && (result.score as number) <= 1);
  assert.equal(result.score, 1);
});

test('a wrong answer scores lower than a right one', async () => {
  const response = await fetch(baseUrl, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({
      correct_answer: 'Paris',
      output: 'Berlin',
      inputs: {prediction: 'Berlin', ground_truth: 'Paris'},
    }),
  });
  assert.equal(response.status, 200);
  assert.equal(((await response.json()) as {score: number}).score, 0);
});

test('a malformed body gets 400 with a JSON error', async () => {
  for (const body of ['not json', JSON.stringify({output: 'no answer key'}), JSON.stringify([1])]) {
    const response = await fetch(baseUrl, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body,
    });
    assert.equal(response.status, 400, body);
    const result = (await response.json()) as {error?: unknown};
    assert.equal(typeof result.error, 'string');
  }
});
