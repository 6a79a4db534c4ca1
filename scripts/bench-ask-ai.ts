/**
 * Ask AI retrieval benchmark: `npm run bench:ask-ai` (after `npm run build`).
 *
 * Runs the browser's retrieval (src/plugins/ask-ai/lib/retrieval.ts, with the
 * settings of config/ask-ai.ts) for every reader question in
 * tests/ask-ai/questions.yaml, against the built site: its search index
 * through the local search client's DocSearch-compatible `search`, served
 * over HTTP as in the browser, and its Markdown twins. Reports how often a
 * page that answers the question is among the first 3 and 5 passages and
 * among all the passages sent, and the tokens each request carries (counted
 * with the o200k tokenizer of OpenAI's current models, and as the browser
 * estimates them). `--write` puts the table into BENCHMARKS.md.
 */
import fs from 'node:fs';
import path from 'node:path';

import {encode} from 'gpt-tokenizer/encoding/o200k_base';
import {parse} from 'yaml';

import {askAiSettings} from '../config/ask-ai';
import {markdownTwinPath} from '../src/lib/shared/markdownTwinPath';
import {buildMessages} from '../src/plugins/ask-ai/lib/prompt';
import {retrievePassages, searchRequest, type SearchHitLike} from '../src/plugins/ask-ai/lib/retrieval';
import {estimateTokens} from '../src/plugins/ask-ai/lib/tokens';
import {createLocalSearchClient} from '@agenta-docs/search/node';
import {writeBenchmarkBlock} from './lib/benchmarks-file';
import {createStaticServer, listen} from './lib/static-server';

const BUILD_DIR = 'build';
// `--dev` measures on the development questions instead, the ones the retrieval may be tuned on.
const DEV = process.argv.includes('--dev');
const QUESTIONS = DEV ? 'tests/ask-ai/dev-questions.yaml' : 'tests/ask-ai/questions.yaml';
const SITE_URL = 'https://docs.agenta.ai';

type Question = {question: string; pages: string[]};

function loadQuestions(file: string): Question[] {
  const data = parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(data) || data.length === 0) throw new Error(`${file}: expected a list of questions.`);
  return data.map((entry: Partial<Question>, i) => {
    if (typeof entry.question !== 'string' || !Array.isArray(entry.pages) || entry.pages.length === 0) {
      throw new Error(`${file}: entry ${i + 1} needs "question" and a non-empty "pages" list.`);
    }
    for (const page of entry.pages) {
      const twin = path.join(BUILD_DIR, markdownTwinPath(page));
      if (!fs.existsSync(twin)) throw new Error(`${file}: "${page}" (entry ${i + 1}) is not a page of the build.`);
    }
    return {question: entry.question, pages: entry.pages.map(String)};
  });
}

const percent = (count: number, total: number) => `${((100 * count) / total).toFixed(0)} % (${count}/${total})`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'search-index.json'))) {
    throw new Error(`${BUILD_DIR}/search-index.json is missing: run \`npm run build\` first.`);
  }
  const questions = loadQuestions(QUESTIONS);
  const server = createStaticServer({dir: BUILD_DIR, port: 0});
  const origin = await listen(server, 0, '127.0.0.1');
  const client = createLocalSearchClient({indexUrl: `${origin}/search-index.json`});
  const search = async (query: string): Promise<SearchHitLike[]> => {
    const {results} = await client.search({requests: [searchRequest('agenta-docs', query)]});
    return results[0]!.hits as unknown as SearchHitLike[];
  };
  const fetchMarkdown = async (pagePath: string) => {
    const file = path.join(BUILD_DIR, markdownTwinPath(pagePath));
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  };

  const found = {at3: 0, at5: 0, sent: 0};
  const tokens: number[] = [];
  const estimated: number[] = [];
  const sourceTokens: number[] = [];
  const counts: number[] = [];
  const misses: string[] = [];
  try {
    for (const {question, pages} of questions) {
      const passages = await retrievePassages({
        question,
        earlierQuestions: [],
        settings: askAiSettings,
        search,
        fetchMarkdown,
      });
      const passagePages = passages.map((passage) => passage.url.split('#')[0]);
      const answeredWithin = (n: number) => passagePages.slice(0, n).some((page) => pages.includes(page!));
      if (answeredWithin(3)) found.at3 += 1;
      if (answeredWithin(5)) found.at5 += 1;
      if (answeredWithin(passages.length)) found.sent += 1;
      else misses.push(`${question}\n    wanted ${pages.join(', ')}\n    sent   ${passagePages.join(', ') || '(nothing)'}`);
      const messages = buildMessages({systemPrompt: askAiSettings.systemPrompt, earlier: [], question, passages, siteUrl: SITE_URL});
      const text = messages.map((message) => message.content).join('\n');
      tokens.push(encode(text).length);
      estimated.push(estimateTokens(text));
      sourceTokens.push(passages.reduce((sum, passage) => sum + encode(passage.text).length, 0));
      counts.push(passages.length);
    }
  } finally {
    server.close();
  }

  const total = questions.length;
  const table = [
    `Retrieval for ${total} reader questions (\`${QUESTIONS}\`), settings of \`config/ask-ai.ts\`: at most ` +
      `${askAiSettings.maxSources} sections within ${askAiSettings.sourceTokenBudget} estimated tokens. ` +
      '"Answering page" means a page listed for the question; tokens are of the whole request (system prompt, ' +
      'rules, sections and question), counted with the o200k tokenizer, and as the browser estimates them ' +
      '(characters / 4). Reproduce: `npm run build && npm run bench:ask-ai -- --write`.',
    '',
    '| Questions | Answering page in first 3 passages (recall@3) | In first 5 (recall@5) | Among all passages sent | Passages sent (mean) | Tokens per request: median / mean / max | Of which sections (median) | Browser estimate (median) |',
    '|---|---|---|---|---|---|---|---|',
    `| ${total} | ${percent(found.at3, total)} | ${percent(found.at5, total)} | ${percent(found.sent, total)} | ` +
      `${mean(counts).toFixed(1)} | ${median(tokens)} / ${Math.round(mean(tokens))} / ${Math.max(...tokens)} | ` +
      `${median(sourceTokens)} | ${median(estimated)} |`,
  ].join('\n');
  console.log(table);
  if (misses.length) console.log(`\nQuestions with no answering page among the passages sent:\n  ${misses.join('\n  ')}`);
  if (process.argv.includes('--write') && !DEV) writeBenchmarkBlock('ask-ai-retrieval', 'Ask AI retrieval', table);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
