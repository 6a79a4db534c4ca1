import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkCodeBlocks, extractCodeBlocks} from '../../scripts/lib/code-blocks';

const page = (lang: string, code: string) => `---\ntitle: T\n---\n\nText.\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`;

async function problemsFor(lang: string, code: string, file = 'page.md') {
  return checkCodeBlocks(extractCodeBlocks(file, page(lang, code)));
}

test('blocks are found with their language, meta and line', () => {
  const blocks = extractCodeBlocks('p.md', page('python title="app.py"', 'print(1)'));
  assert.equal(blocks.length, 1);
  assert.deepEqual({lang: blocks[0]!.lang, meta: blocks[0]!.meta, line: blocks[0]!.line}, {lang: 'python', meta: 'title="app.py"', line: 7});
});

const valid: [string, string][] = [
  ['python', 'import agenta as ag\nag.init()\nawait main()'],
  ['bash', 'curl -s "$URL" | jq .\nexport A=1'],
  ['json', '{"a": [1, 2]}'],
  ['yaml', 'services:\n  web:\n    image: x'],
  ['toml', 'app_name = "x"\n[section]\nk = 1'],
  ['hcl', 'variable "region" {\n  default = "eu-west-1"\n}'],
  ['typescript', 'const a: number = 1;'],
  ['javascript', 'const a = () => 1;'],
  ['text', 'anything { goes'],
  ['mermaid', 'flowchart LR\n A --> B'],
];

for (const [lang, code] of valid) {
  test(`a valid ${lang} block passes`, async () => {
    assert.deepEqual(await problemsFor(lang, code), []);
  });
}

const invalid: [string, string, RegExp][] = [
  ['python', 'def broken(:\n  pass', /Python/],
  ['bash', 'if true; then echo', /bash -n/],
  ['json', '{"a": 1,}', /JSON/],
  ['yaml', 'a: [1, 2', /YAML/],
  ['toml', 'a = ', /TOML/],
  ['hcl', 'resource "x" {', /HCL: .*Unclosed configuration block/],
  ['typescript', 'const = ;', /typescript/],
  ['', 'no language', /without a language/],
  ['cobol', 'DISPLAY "HI".', /unknown language "cobol"/],
];

for (const [lang, code, message] of invalid) {
  test(`an invalid ${lang || 'unlabelled'} block is reported`, async () => {
    const problems = await problemsFor(lang, code);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.message, message);
  });
}

// What the self-hosting pages' hcl blocks hold (a variable set, nested blocks) and the rest of
// HCL2 a Terraform page may show; then the mistakes an edit makes.
const hclPages: [string, string][] = [
  ['a variable set', 'domain_name = "agenta.example.com"'],
  ['nested blocks', 'boot_disk {\n  initialize_params {\n    image = "debian-cloud/debian-11"\n    size  = 50\n  }\n}'],
  [
    'expressions, templates and dynamic blocks',
    'locals {\n  names = [for s in var.list : upper(s) if s != ""]\n  host  = "${var.name}.example.com"\n  ids   = aws_instance.web[*].id\n}\nresource "aws_instance" "web" {\n  dynamic "ebs" {\n    for_each = var.disks\n    content { size = ebs.value }\n  }\n}',
  ],
];

for (const [what, code] of hclPages) {
  test(`an hcl block with ${what} passes`, async () => {
    assert.deepEqual(await problemsFor('hcl', code), []);
  });
}

const hclMistakes: [string, string, RegExp][] = [
  ['an attribute without its "="', 'domain_name "agenta.example.com"', /HCL: .*Invalid block definition/],
  ['an attribute without a value', 'project_id = ', /HCL: .*Missing expression/],
  ['a string split over lines', 'image = "debian-cloud\n/debian-11"', /HCL: .*Invalid multi-line string/],
  ['a closing brace too many', 'size = 50\n}', /HCL: .*Argument or block definition required/],
];

for (const [what, code, message] of hclMistakes) {
  test(`an hcl block with ${what} is reported`, async () => {
    const problems = await problemsFor('hcl', code);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.message, message);
  });
}

test('MDX pages are parsed as MDX', () => {
  const source = "import X from './x';\n\n<X />\n\n```bash\necho hi\n```\n";
  assert.equal(extractCodeBlocks('page.mdx', source).length, 1);
});
