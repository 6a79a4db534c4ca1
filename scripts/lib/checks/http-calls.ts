/**
 * Checks the HTTP calls in the pages' code blocks against the API reference (openapi/agenta.yaml):
 * every call to the Agenta API names a method and path that the reference documents, with query
 * parameters the operation takes, and the JSON body it sends validates against the operation's
 * request schema, where a field the schema does not name is an error (the backend would drop it
 * without a word).
 *
 * Calls are read from `curl` in bash blocks, `requests` and `httpx` in Python blocks, and `fetch`
 * in JavaScript and TypeScript blocks. A call goes to the Agenta API when its path starts with
 * `/api` on a host given by a variable (`$AGENTA_HOST`, an f-string) or by name with no port other
 * than 80 or 443; calls elsewhere (a model provider, the reader's own webhook server, an app
 * container on another port or under another path) are counted and skipped.
 */
import {execFileSync} from 'node:child_process';

import ts from 'typescript';
import type {ErrorObject, ValidateFunction} from 'ajv';

import type {CodeBlock} from '../../../src/lib/build/extractCodeBlocks';
import {apiRoutesFileOf, loadApiRoutes, type ApiRoute} from '../api-routes';
import {
  SPEC_ID,
  asJsonObject,
  escapePointer,
  isJsonObject,
  loadSpec,
  makeSpecAjv,
  specFileOf,
  specOperations,
  type Json,
  type JsonObject,
  type SpecOperation,
} from '../openapi-spec';
import {latestRelease, type Release} from '../releases';
import {PLACEHOLDER_MARK, hasPlaceholder, placeholder, showPlaceholders, splitShellCommands} from './shell-words';

export type HttpCallBody = {kind: 'json'; value: Json} | {kind: 'text'; text: string} | {kind: 'form'; fields: string[]} | {kind: 'unknown'};

export interface HttpCall {
  block: CodeBlock;
  /** Line in the page. */
  line: number;
  client: 'curl' | 'requests' | 'httpx' | 'fetch';
  method: string;
  /** The address, with placeholders for what the code computes; null when it cannot be read. */
  url: string | null;
  body?: HttpCallBody;
}

export type HttpCallProblem = {block: CodeBlock; message: string};

export interface HttpCallReport {
  problems: HttpCallProblem[];
  /** Calls to the Agenta API that were checked. */
  checked: number;
  /** Of those, calls whose JSON body was validated. */
  bodiesChecked: number;
  /** Calls to other hosts. */
  otherHosts: number;
  /** Calls whose address the check cannot work out. */
  unresolved: number;
  /** Calls to operations the reference leaves out on purpose (facts/0.27/api-routes.yaml). */
  leftOut: number;
}

/** A JSON value the page computes: any value passes where it stands. */
const WILDCARD = placeholder('*');

const isWildcard = (value: Json): boolean => typeof value === 'string' && hasPlaceholder(value);

// ---------------------------------------------------------------------------------------------
// Reading calls: curl

const CURL_OPTIONS_WITH_VALUE = new Set([
  '-H',
  '--header',
  '-o',
  '--output',
  '-w',
  '--write-out',
  '-u',
  '--user',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '-b',
  '--cookie',
  '-c',
  '--cookie-jar',
  '-m',
  '--max-time',
  '--connect-timeout',
  '--retry',
  '--retry-delay',
  '--retry-max-time',
  '-x',
  '--proxy',
  '--resolve',
  '--cacert',
  '--cert',
  '--key',
  '-K',
  '--config',
  '--limit-rate',
  '-r',
  '--range',
  '-C',
  '--continue-at',
  '-E',
  '-Y',
  '-y',
  '-z',
  '--oauth2-bearer',
  '--max-redirs',
  '--interface',
  '--dns-servers',
  '--unix-socket',
]);
const CURL_DATA = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--json']);

/** Reads one curl command's method, address and body. */
export function readCurl(args: string[], stdin: string | undefined): Omit<HttpCall, 'block' | 'line'> {
  let method: string | undefined;
  let url: string | null = null;
  let data: string | undefined;
  let get = false;
  let head = false;
  let upload = false;
  const form: string[] = [];

  const take = (option: string, value: string | undefined) => {
    if (value === undefined) return;
    if (option === '-X' || option === '--request') method = value.toUpperCase();
    else if (CURL_DATA.has(option)) {
      data ??= value.startsWith('@') ? (value === '@-' ? (stdin ?? '') : WILDCARD) : value;
    } else if (option === '--data-urlencode') form.push(value.split('=')[0]!);
    else if (option === '-F' || option === '--form') form.push(value.split('=')[0]!);
    else if (option === '--url') url ??= value;
    else if (option === '-T' || option === '--upload-file') upload = true;
  };
  const takesValue = (option: string) =>
    CURL_OPTIONS_WITH_VALUE.has(option) ||
    CURL_DATA.has(option) ||
    ['-X', '--request', '--data-urlencode', '-F', '--form', '--url', '-T', '--upload-file'].includes(option);

  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const [option, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
      if (option === '--get') get = true;
      else if (option === '--head') head = true;
      else if (takesValue(option!)) take(option!, inline ?? args[++i]);
    } else if (arg.startsWith('-') && arg.length > 1) {
      // A cluster of short options (-sSL, -sX POST, -XPOST).
      for (let j = 1; j < arg.length; j++) {
        const option = `-${arg[j]}`;
        if (option === '-G') get = true;
        else if (option === '-I') head = true;
        else if (takesValue(option)) {
          take(option, j + 1 < arg.length ? arg.slice(j + 1) : args[++i]);
          break;
        }
      }
    } else {
      url ??= arg;
    }
  }
  const sendsBody = data !== undefined || form.length > 0;
  method ??= head ? 'HEAD' : get ? 'GET' : upload ? 'PUT' : sendsBody ? 'POST' : 'GET';
  let body: HttpCallBody | undefined;
  if (get && data !== undefined) {
    url = url === null ? null : `${url}${url.includes('?') ? '&' : '?'}${data}`;
  } else if (data !== undefined) {
    body = data === WILDCARD ? {kind: 'unknown'} : (parseJsonText(data) ?? {kind: 'text', text: data});
  } else if (form.length) {
    body = {kind: 'form', fields: form};
  }
  return {client: 'curl', method, url, ...(body ? {body} : {})};
}

/**
 * Parses JSON whose text may hold placeholders. Inside a string a placeholder stays text (the
 * string becomes a wildcard); elsewhere it stands for any value.
 */
export function parseJsonText(text: string): HttpCallBody | null {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') {
        out += c + (text[i + 1] ?? '');
        i++;
        continue;
      }
      if (c === '"') inString = false;
      // A raw placeholder mark is a control character, which JSON strings may not hold.
      out += c === PLACEHOLDER_MARK ? '\\u0000' : c;
    } else if (c === PLACEHOLDER_MARK) {
      const end = text.indexOf(PLACEHOLDER_MARK, i + 1);
      out += JSON.stringify(WILDCARD);
      i = end < 0 ? text.length : end;
    } else {
      if (c === '"') inString = true;
      out += c;
    }
  }
  try {
    return {kind: 'json', value: JSON.parse(out) as Json};
  } catch {
    return null;
  }
}

/** Words that may come before the command name: `sudo curl`, `X=1 curl`, `kubectl run ... -- curl`. */
const COMMAND_PREFIXES = new Set(['sudo', 'exec', 'command', 'time', 'nohup', 'env']);

/** Index of the `curl` that a command runs, or -1: `apt-get install curl` runs no curl. */
function curlIndex(words: string[]): number {
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 'curl' || /^\/\S*\/curl$/.test(words[i]!)) return i;
    if (words[i] === '--') continue;
    if (!COMMAND_PREFIXES.has(words[i]!) && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!) && words[i + 1] !== '--' && !words.slice(i + 1).includes('--'))
      return -1;
  }
  return -1;
}

function readShellCalls(block: CodeBlock): HttpCall[] {
  return splitShellCommands(block.value).flatMap((command) => {
    const at = curlIndex(command.words);
    if (at < 0) return [];
    return [{block, line: block.line + 1 + command.line, ...readCurl(command.words.slice(at + 1), command.stdin)}];
  });
}

// ---------------------------------------------------------------------------------------------
// Reading calls: Python, through its own parser (one python3 process for all blocks)

const PYTHON_READER = String.raw`
import ast, json, sys

MARK = "\u0000"
WILD = MARK + "*" + MARK
METHODS = {"get", "post", "put", "patch", "delete", "head", "options"}
CLIENT_CLASSES = {("httpx", "Client"), ("httpx", "AsyncClient"), ("requests", "Session")}

def ph(name):
    return MARK + name + MARK

def env_name(call):
    # os.getenv("X", ...), os.environ.get("X", ...)
    f = call.func
    if isinstance(f, ast.Attribute) and f.attr in ("getenv", "get") and call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
        return call.args[0].value
    return None

class Reader:
    def __init__(self, tree):
        self.names = {}
        self.clients = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                self.bind(node.targets[0].id, node.value)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
                self.bind(node.target.id, node.value)
            elif isinstance(node, (ast.With, ast.AsyncWith)):
                for item in node.items:
                    if isinstance(item.optional_vars, ast.Name):
                        self.bind(item.optional_vars.id, item.context_expr)

    def bind(self, name, value):
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and isinstance(value.func.value, ast.Name) \
                and (value.func.value.id, value.func.attr) in CLIENT_CLASSES:
            base = next((k.value for k in value.keywords if k.arg == "base_url"), None)
            self.clients[name] = (value.func.value.id, base)
        else:
            self.names.setdefault(name, value)

    def text(self, node, depth=0):
        if depth > 20:
            return None
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            parts = []
            for v in node.values:
                if isinstance(v, ast.Constant):
                    parts.append(str(v.value))
                else:
                    t = self.text(v.value, depth + 1)
                    parts.append(t if t is not None else ph(ast.unparse(v.value)))
            return "".join(parts)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = self.text(node.left, depth + 1), self.text(node.right, depth + 1)
            return None if left is None or right is None else left + right
        if isinstance(node, ast.Name):
            if node.id in self.names:
                t = self.text(self.names[node.id], depth + 1)
                return t if t is not None else ph(node.id)
            return ph(node.id)
        if isinstance(node, ast.Call):
            name = env_name(node)
            if name:
                return ph(name)
            if isinstance(node.func, ast.Attribute) and node.func.attr in ("rstrip", "strip", "lstrip"):
                return self.text(node.func.value, depth + 1)
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            return ph(node.slice.value)
        if isinstance(node, ast.Attribute):
            return ph(ast.unparse(node))
        return None

    def value(self, node, depth=0):
        if depth > 20:
            return WILD
        if isinstance(node, ast.Dict):
            out = {}
            for k, v in zip(node.keys, node.values):
                if k is None or not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
                    raise ValueError("keys")
                out[k.value] = self.value(v, depth + 1)
            return out
        if isinstance(node, (ast.List, ast.Tuple)):
            if any(isinstance(e, ast.Starred) for e in node.elts):
                return WILD
            return [self.value(e, depth + 1) for e in node.elts]
        if isinstance(node, ast.Constant) and (node.value is None or isinstance(node.value, (str, int, float, bool))):
            return node.value
        if isinstance(node, ast.JoinedStr):
            return WILD
        if isinstance(node, ast.Name) and node.id in self.names and isinstance(self.names[node.id], (ast.Dict, ast.List)):
            return self.value(self.names[node.id], depth + 1)
        return WILD

    def body(self, call):
        for k in call.keywords:
            if k.arg == "json":
                try:
                    return {"kind": "json", "value": self.value(k.value)}
                except ValueError:
                    return {"kind": "unknown"}
            if k.arg in ("data", "content") and isinstance(k.value, ast.Call) and isinstance(k.value.func, ast.Attribute) \
                    and k.value.func.attr == "dumps" and k.value.args:
                try:
                    return {"kind": "json", "value": self.value(k.value.args[0])}
                except ValueError:
                    return {"kind": "unknown"}
            if k.arg == "files":
                return {"kind": "unknown"}
            if k.arg in ("data", "content"):
                return {"kind": "unknown"}
        return None

    def calls(self, tree):
        out = []
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            owner, attr = node.func.value, node.func.attr
            args = list(node.args)
            url_kw = next((k.value for k in node.keywords if k.arg == "url"), None)
            method_kw = next((k.value for k in node.keywords if k.arg == "method"), None)
            if isinstance(owner, ast.Name) and owner.id in ("requests", "httpx"):
                client, base = owner.id, ""
            elif isinstance(owner, ast.Name) and owner.id in self.clients:
                client, base_node = self.clients[owner.id]
                # A base_url the check cannot read leaves the address unknown (None).
                base = self.text(base_node) if base_node is not None else ""
            else:
                continue
            if attr in METHODS:
                method = attr.upper()
            elif attr in ("request", "stream"):
                m = method_kw if method_kw is not None else (args.pop(0) if args else None)
                method = m.value.upper() if isinstance(m, ast.Constant) and isinstance(m.value, str) else None
                if method is None:
                    continue
            else:
                continue
            target = url_kw if url_kw is not None else (args[0] if args else None)
            url = self.text(target) if target is not None else None
            if url is not None and not url.startswith(("http://", "https://")):
                url = None if base is None else base + url
            out.append({"line": node.lineno, "client": client, "method": method, "url": url, "body": self.body(node)})
        return out

flags = ast.PyCF_ONLY_AST | getattr(ast, "PyCF_ALLOW_TOP_LEVEL_AWAIT", 0)
result = []
for src in json.load(sys.stdin):
    try:
        tree = compile(src, "<block>", "exec", flags=flags)
    except SyntaxError:
        result.append([])
        continue
    result.append(Reader(tree).calls(tree))
print(json.dumps(result))
`;

type PythonCall = {line: number; client: 'requests' | 'httpx'; method: string; url: string | null; body: HttpCallBody | null};

function readPythonCalls(blocks: CodeBlock[]): HttpCall[] {
  const candidates = blocks.filter((b) => /\b(requests|httpx)\b/.test(b.value));
  if (candidates.length === 0) return [];
  const output = execFileSync('python3', ['-c', PYTHON_READER], {
    input: JSON.stringify(candidates.map((b) => b.value)),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const perBlock = JSON.parse(output) as PythonCall[][];
  return candidates.flatMap((block, i) =>
    perBlock[i]!.map((call) => ({
      block,
      line: block.line + call.line,
      client: call.client,
      method: call.method,
      url: call.url,
      ...(call.body ? {body: call.body} : {}),
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Reading calls: JavaScript and TypeScript, through the TypeScript parser

function readScriptCalls(block: CodeBlock): HttpCall[] {
  const jsx = /^(tsx|jsx)$/.test(block.lang);
  const source = ts.createSourceFile('block', block.value, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    node.forEachChild(collect);
  };
  collect(source);

  const envName = (node: ts.Expression): string | null => {
    // process.env.X, process.env["X"]
    if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'process.env') return node.name.text;
    if (ts.isElementAccessExpression(node) && node.expression.getText() === 'process.env' && ts.isStringLiteral(node.argumentExpression)) {
      return node.argumentExpression.text;
    }
    return null;
  };
  const text = (node: ts.Expression, depth = 0): string | null => {
    if (depth > 20) return null;
    if (ts.isParenthesizedExpression(node)) return text(node.expression, depth + 1);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      let out = node.head.text;
      for (const span of node.templateSpans) out += (text(span.expression, depth + 1) ?? placeholder(span.expression.getText())) + span.literal.text;
      return out;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = text(node.left, depth + 1);
      const right = text(node.right, depth + 1);
      return left === null || right === null ? null : left + right;
    }
    if (ts.isIdentifier(node)) {
      const bound = constants.get(node.text);
      return (bound && text(bound, depth + 1)) ?? placeholder(node.text);
    }
    const env = envName(node);
    if (env) return placeholder(env);
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      return text(node.left, depth + 1);
    }
    if (ts.isPropertyAccessExpression(node)) return placeholder(node.getText());
    return null;
  };
  const value = (node: ts.Expression, depth = 0): Json => {
    if (depth > 20) return WILDCARD;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return value(node.expression, depth + 1);
    if (ts.isObjectLiteralExpression(node)) {
      const out: JsonObject = {};
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) throw new Error('spread');
        const name = property.name;
        const key = ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : null;
        if (key === null) throw new Error('computed key');
        out[key] = ts.isPropertyAssignment(property) ? value(property.initializer, depth + 1) : WILDCARD;
      }
      return out;
    }
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.some(ts.isSpreadElement) ? WILDCARD : node.elements.map((e) => value(e, depth + 1));
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
    if (ts.isIdentifier(node)) {
      const bound = constants.get(node.text);
      if (bound && (ts.isObjectLiteralExpression(bound) || ts.isArrayLiteralExpression(bound))) return value(bound, depth + 1);
    }
    return WILDCARD;
  };

  const calls: HttpCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'fetch' && node.arguments[0]) {
      const init = node.arguments[1];
      let method = 'GET';
      let body: HttpCallBody | undefined;
      if (init && ts.isObjectLiteralExpression(init)) {
        for (const property of init.properties) {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
          const v = property.initializer;
          if (property.name.text === 'method') method = (text(v) ?? 'GET').toUpperCase();
          if (property.name.text === 'body') {
            const stringify = ts.isCallExpression(v) && v.expression.getText() === 'JSON.stringify' ? v.arguments[0] : undefined;
            if (stringify) {
              try {
                body = {kind: 'json', value: value(stringify)};
              } catch {
                body = {kind: 'unknown'};
              }
            } else {
              body = {kind: 'unknown'};
            }
          }
        }
      } else if (init) {
        body = {kind: 'unknown'};
      }
      const {line} = source.getLineAndCharacterOfPosition(node.getStart());
      calls.push({block, line: block.line + 1 + line, client: 'fetch', method, url: text(node.arguments[0]), ...(body ? {body} : {})});
    }
    node.forEachChild(visit);
  };
  visit(source);
  return calls;
}

const SHELL = new Set(['bash', 'sh', 'shell', 'zsh']);
const PYTHON = new Set(['python', 'py']);
const SCRIPT = new Set(['javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx']);

/** Every HTTP call in the blocks, in page order. */
export function extractHttpCalls(blocks: CodeBlock[]): HttpCall[] {
  return [
    ...blocks.filter((b) => SHELL.has(b.lang)).flatMap(readShellCalls),
    ...readPythonCalls(blocks.filter((b) => PYTHON.has(b.lang))),
    ...blocks.filter((b) => SCRIPT.has(b.lang)).flatMap(readScriptCalls),
  ];
}

// ---------------------------------------------------------------------------------------------
// Matching calls to the reference

export type ApiTarget = {kind: 'agenta'; path: string; query: string[]} | {kind: 'other'} | {kind: 'unresolved'};

/** Decides whether an address is the Agenta API, and if so which path under `/api` it names. */
export function classifyUrl(url: string | null): ApiTarget {
  if (url === null) return {kind: 'unresolved'};
  let rest: string;
  // eslint-disable-next-line no-control-regex -- NUL marks a placeholder (shell-words.ts), which ends the host
  const literal = /^(https?):\/\/([^/?#\u0000]*)(.*)$/s.exec(url);
  if (literal) {
    const port = /:(\d+)$/.exec(literal[2]!)?.[1];
    if (port && port !== '80' && port !== '443') return {kind: 'other'};
    rest = literal[3]!;
  } else if (url.startsWith(PLACEHOLDER_MARK)) {
    // A host from a variable: everything up to the first "/" that follows it.
    const end = url.indexOf(PLACEHOLDER_MARK, 1);
    rest = url.slice(end + 1);
    // A variable that holds the API base itself ("${API}/apps") cannot be told from a host: skip.
    if (!rest.startsWith('/')) return rest === '' ? {kind: 'unresolved'} : {kind: 'other'};
  } else if (url.startsWith('/')) {
    rest = url;
  } else {
    return {kind: 'unresolved'};
  }
  const [pathPart, queryPart = ''] = rest.split(/\?(.*)/s, 2) as [string, string?];
  const cleanPath = pathPart.split('#')[0]!;
  if (cleanPath !== '/api' && !cleanPath.startsWith('/api/')) return {kind: 'other'};
  const query = queryPart
    .split('&')
    .filter(Boolean)
    .map((pair) => decodeURIComponent(pair.split('=')[0]!.replace(/\+/g, ' ')));
  return {kind: 'agenta', path: cleanPath.slice('/api'.length) || '/', query};
}

/** Path segments without empty ones: the backend serves each path with and without a final "/". */
const segments = (p: string) => p.split('/').filter(Boolean);

/**
 * Whether a concrete path fits a template. A template parameter takes any one segment; a segment the
 * page computes (a placeholder) fits only a parameter.
 */
export function matchesTemplate(concrete: string, template: string): boolean {
  const a = segments(concrete);
  const b = segments(template);
  if (a.length !== b.length) return false;
  return b.every((t, i) => {
    const s = a[i]!;
    if (/^\{[^}]+\}$/.test(t)) return s.length > 0;
    return !hasPlaceholder(s) && s === t;
  });
}

function editDistance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

interface Reference {
  operations: SpecOperation[];
  paths: string[];
  leftOut: ApiRoute[];
  spec: JsonObject;
  strictAjv: ReturnType<typeof makeSpecAjv>;
  validators: Map<string, ValidateFunction>;
}

/**
 * The spec with every object schema that lists its properties closed to others, so that a misspelt
 * field in a page's body is reported. Schemas that leave their properties open (free-form `params`,
 * `settings_values`) stay open.
 */
export function closeObjectSchemas(node: Json): Json {
  if (Array.isArray(node)) return node.map(closeObjectSchemas);
  if (!isJsonObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(node)) {
    // Examples are data, not schemas.
    out[key] = key === 'example' || key === 'examples' ? child : closeObjectSchemas(child);
  }
  if (isJsonObject(out.properties) && !('additionalProperties' in out) && !('patternProperties' in out)) {
    out.additionalProperties = false;
  }
  return out;
}

const references = new Map<string, Reference>();

/** A release's API description and left-out routes, read once. */
function loadReference(release: Release = latestRelease()): Reference {
  const cached = references.get(release.version);
  if (cached) return cached;
  const spec = loadSpec(specFileOf(release));
  const strict = closeObjectSchemas(spec) as JsonObject;
  const reference = {
    operations: specOperations(spec),
    paths: Object.keys(asJsonObject(spec.paths)),
    leftOut: loadApiRoutes(apiRoutesFileOf(release)).routes.filter((r) => r.leftOut),
    spec,
    strictAjv: makeSpecAjv(strict),
    validators: new Map(),
  };
  references.set(release.version, reference);
  return reference;
}

/** Query parameters an operation takes, its path item's included. */
function queryParameters(reference: Reference, operation: SpecOperation): Set<string> {
  const item = asJsonObject(asJsonObject(reference.spec.paths)[operation.path]);
  const raw = [...((item.parameters as Json[]) ?? []), ...((operation.op.parameters as Json[]) ?? [])];
  const names = new Set<string>();
  for (const entry of raw) {
    let param = asJsonObject(entry);
    if (typeof param.$ref === 'string') {
      const name = param.$ref.split('/').pop()!;
      param = asJsonObject(asJsonObject(asJsonObject(reference.spec.components).parameters)[name]);
    }
    if (param.in === 'query' && typeof param.name === 'string') names.add(param.name);
  }
  return names;
}

/** JSON pointers of the wildcard values in a body. */
function wildcardPaths(value: Json, pointer = '', out: string[] = []): string[] {
  if (isWildcard(value)) out.push(pointer);
  else if (Array.isArray(value)) value.forEach((v, i) => wildcardPaths(v, `${pointer}/${i}`, out));
  else if (isJsonObject(value)) for (const [k, v] of Object.entries(value)) wildcardPaths(v, `${pointer}/${escapePointer(k)}`, out);
  return out;
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath ? `${error.instancePath.slice(1).replace(/\//g, '.')}` : 'the body';
  if (error.keyword === 'additionalProperties') {
    return `unknown field "${String(error.params.additionalProperty)}" in ${at}`;
  }
  if (error.keyword === 'required') return `${at} lacks the required field "${String(error.params.missingProperty)}"`;
  return `${at} ${error.message ?? 'is invalid'}`;
}

function checkBody(reference: Reference, operation: SpecOperation, body: HttpCallBody | undefined): {message: string | null; validated: boolean} {
  const content = asJsonObject(asJsonObject(operation.op.requestBody).content);
  const jsonSchema = 'application/json' in content;
  if (!body) {
    const required = asJsonObject(operation.op.requestBody).required === true;
    return {message: required && jsonSchema ? 'sends no body, but the operation requires a JSON body' : null, validated: false};
  }
  if (body.kind === 'unknown') return {message: null, validated: false};
  if (body.kind === 'form') {
    return {
      message:
        jsonSchema && !Object.keys(content).some((m) => m.startsWith('multipart/') || m.includes('form-urlencoded'))
          ? 'sends form fields, but the operation takes a JSON body'
          : null,
      validated: false,
    };
  }
  if (!jsonSchema) {
    return {
      message: Object.keys(content).length ? 'sends JSON, but the operation takes a form' : 'sends a body, but the operation takes none',
      validated: false,
    };
  }
  if (body.kind === 'text') return {message: `sends a body that is not JSON: ${showPlaceholders(body.text).slice(0, 60)}`, validated: false};
  const pointer = `${operation.pointer}/requestBody/content/${escapePointer('application/json')}/schema`;
  let validate = reference.validators.get(pointer);
  if (!validate) {
    validate = reference.strictAjv.compile({$ref: `${SPEC_ID}${pointer}`});
    reference.validators.set(pointer, validate);
  }
  if (validate(body.value)) return {message: null, validated: true};
  const wild = wildcardPaths(body.value);
  const errors = (validate.errors ?? []).filter((e) => {
    // A computed value may be anything; so may a value that branches of anyOf disagree on.
    if (wild.some((w) => e.instancePath === w || e.instancePath.startsWith(`${w}/`))) return false;
    return !['anyOf', 'oneOf', 'if'].includes(e.keyword);
  });
  const messages = [...new Set(errors.map(describeError))];
  return {message: messages.length ? `body: ${messages.join('; ')}` : null, validated: true};
}

/** Checks the calls against the reference; see the module comment. */
export function checkHttpCalls(calls: HttpCall[], release?: Release): HttpCallReport {
  const reference = loadReference(release);
  const report: HttpCallReport = {problems: [], checked: 0, bodiesChecked: 0, otherHosts: 0, unresolved: 0, leftOut: 0};
  for (const call of calls) {
    const target = classifyUrl(call.url);
    if (target.kind === 'other') {
      report.otherHosts++;
      continue;
    }
    if (target.kind === 'unresolved') {
      report.unresolved++;
      continue;
    }
    const problem = (message: string) =>
      report.problems.push({block: {...call.block, line: call.line}, message: `${call.method} /api${showPlaceholders(target.path)}: ${message}`});
    if (reference.leftOut.some((r) => r.method === call.method && matchesTemplate(target.path, r.path))) {
      report.leftOut++;
      continue;
    }
    report.checked++;
    const templates = reference.paths.filter((p) => matchesTemplate(target.path, p));
    if (templates.length === 0) {
      const closest = [...reference.paths].sort(
        (a, b) => editDistance(segments(target.path).join('/'), segments(a).join('/')) - editDistance(segments(target.path).join('/'), segments(b).join('/')),
      )[0];
      problem(`no operation in openapi/agenta.yaml has this path${closest ? ` (closest: ${closest})` : ''}`);
      continue;
    }
    // The most literal template wins: /evaluators/configs/{id} before /evaluators/{key}/run.
    templates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
    const operation = templates.map((p) => reference.operations.find((o) => o.path === p && o.method.toUpperCase() === call.method)).find(Boolean);
    if (!operation) {
      const methods = reference.operations.filter((o) => o.path === templates[0]).map((o) => o.method.toUpperCase());
      problem(`${templates[0]} has no ${call.method} operation (it has ${methods.join(', ')})`);
      continue;
    }
    const known = queryParameters(reference, operation);
    const unknown = target.query.filter((name) => !hasPlaceholder(name) && !known.has(name));
    if (unknown.length) {
      problem(
        `query parameter ${unknown.map((n) => `"${n}"`).join(', ')} is not one of ${operation.method.toUpperCase()} ${operation.path}'s (${[...known].join(', ') || 'none'})`,
      );
    }
    const {message, validated} = checkBody(reference, operation, call.body);
    if (validated) report.bodiesChecked++;
    if (message) problem(message);
  }
  return report;
}

/** Reads and checks the HTTP calls of the blocks: the hook for the code-block check. */
export function checkHttpCallsInBlocks(blocks: CodeBlock[], release?: Release): HttpCallReport {
  return checkHttpCalls(extractHttpCalls(blocks), release);
}

export function summarizeHttpCalls(report: HttpCallReport): string {
  return (
    `HTTP calls: ${report.checked} to the Agenta API checked against openapi/agenta.yaml ` +
    `(${report.bodiesChecked} JSON bodies validated), ${report.leftOut} to operations the reference leaves out, ` +
    `${report.otherHosts} to other hosts, ${report.unresolved} with an address the check cannot work out; ` +
    `${report.problems.length} failing.`
  );
}
