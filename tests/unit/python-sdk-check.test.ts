import assert from 'node:assert/strict';
import {test} from 'node:test';

import {checkPythonSdk, loadSdkSurface} from '../../scripts/lib/checks/python-sdk';
import {extractCodeBlocks} from '../../scripts/lib/code-blocks';
import {loadReleases} from '../../scripts/lib/releases';

// The SDK as 0.27.0 shipped it (the cases were written from it).
const release = loadReleases().find((candidate) => candidate.version === '0.27')!;

/** A page with one python block per string; the first block's code starts on line 4. */
function page(...codes: string[]): string {
  return '# Page\n\n' + codes.map((code) => '```python\n' + code + '\n```\n').join('\nText.\n\n');
}

function check(...codes: string[]): {line: number; message: string}[] {
  return checkPythonSdk(extractCodeBlocks('p.md', page(...codes)), loadSdkSurface(release), release).map(({line, message}) => ({line, message}));
}

function messages(...codes: string[]): string[] {
  return check(...codes).map((p) => p.message);
}

/** The one message that matches, failing with all of them when none does. */
function reported(pattern: RegExp, ...codes: string[]): string {
  const all = messages(...codes);
  const match = all.find((message) => pattern.test(message));
  assert.ok(match, `no message matches ${pattern}: ${JSON.stringify(all)}`);
  return match;
}

test('correct calls into the SDK pass', () => {
  const code = `import os
import agenta as ag
from agenta import VariantManager as VM
from agenta.sdk.managers import DeploymentManager
from agenta.client.backend.client import AgentaApi
from agenta.client.backend.types.llm_run_rate_limit import LlmRunRateLimit
from pydantic import BaseModel

ag.init(host="http://localhost", api_key=os.getenv("AGENTA_API_KEY"))
ag.config.default(temperature=ag.FloatParam(0.2, minval=0.0, maxval=1.0), prompt=ag.TextParam("Hi"))
ag.config.pull(environment_name="production")
print(ag.config.temperature, ag.config.prompt.format(x=1))

variant = VM.create(app_slug="a", variant_slug="b", parameters={"t": 1})
print(variant.params, variant.variant_version, variant.model_dump())
for item in ag.VariantManager.list(app_slug="a"):
    print(item.variant_slug)
DeploymentManager.deploy(app_slug="a", variant_slug="b", environment_slug="production")
config = ag.ConfigManager.get_from_registry(app_slug="a", environment_slug="production")

class Config(BaseModel):
    prompt: str = "x"

@ag.route("/", config_schema=Config)
@ag.instrument(spankind="llm", ignore_inputs=["secret"])
async def generate(country: str) -> str:
    ag.tracing.store_meta({"k": 1})
    ag.tracing.store_internals({"context": ["a"]})
    span = ag.tracing.get_current_span()
    span.set_attributes({"a": 1}, namespace="meta")
    return (await ag.ConfigManager.aget_from_route(schema=Config)).prompt

client = AgentaApi(base_url="http://localhost/api", api_key="")
client.testsets.create_testset("app-id", name="t", csvdata=[{"a": "b"}])
client.evaluations.create_evaluation(
    app_id="a", variant_ids=["v"], evaluators_configs=["e"], testset_id="t",
    rate_limit=LlmRunRateLimit(batch_size=10, max_retries=3, retry_delay=3, delay_between_batches=5),
    lm_providers_keys={},
)
`;
  assert.deepEqual(check(code), []);
});

test('calls into other libraries are left alone', () => {
  const code = `import openai
from litellm import completion
from langchain_openai import ChatOpenAI

client = openai.OpenAI()
client.chat.completions.create(model="gpt-4o-mini", config_parameters={}, messages=[])
completion(model="x", anything=1)
ChatOpenAI(whatever=True).invoke("hi")
`;
  assert.deepEqual(check(code), []);
});

test('a keyword the signature does not take is reported at its line, with the likely one', () => {
  const code = `import agenta as ag

ag.VariantManager.create(
    app_slug="capitals",
    variant_slug="concise",
    config_parameters={"temperature": 0.2},
)`;
  const found = check(code);
  assert.equal(found.length, 1);
  assert.equal(found[0]!.line, 9);
  assert.match(found[0]!.message, /`ag\.VariantManager\.create\(\)` has no parameter `config_parameters`; did you mean `parameters`\?/);
});

test('a name the SDK does not export is reported, through aliases and from-imports', () => {
  assert.match(
    messages('import agenta as ag\nag.init()\nag.Variantmanager.list(app_slug="a")')[0]!,
    /module `agenta` .* has no name `Variantmanager`; did you mean `VariantManager`/,
  );
  assert.match(messages('import agenta as sdk\nsdk.tracing.set_span_attributes({"a": 1})')[0]!, /`Tracing` .* has no attribute `set_span_attributes`/);
  assert.match(messages('from agenta import ConfigManagr')[0]!, /has no name `ConfigManagr`; did you mean `ConfigManager`/);
  assert.match(messages('from agenta.sdk.managerz import ConfigManager')[0]!, /has no module `agenta\.sdk\.managerz`/);
  assert.match(
    messages('from agenta import ConfigManager as CM\nCM.get_from_registy(app_slug="a")')[0]!,
    /`ConfigManager` .* has no attribute `get_from_registy`; did you mean `get_from_registry`/,
  );
});

test('a field that responses do not have is reported', () => {
  const code = `import agenta as ag
variant = ag.VariantManager.fetch(app_slug="a", variant_slug="b")
print(variant.parameters)`;
  assert.match(messages(code)[0]!, /`ConfigurationResponse` .* has no attribute `parameters`; did you mean `params`/);
});

test('missing required arguments and extra positional arguments are reported', () => {
  assert.match(
    messages('import agenta as ag\nag.DeploymentManager.deploy(app_slug="a", variant_slug="b")')[0]!,
    /missing required argument\(s\): environment_slug/,
  );
  reported(/`ag\.VariantManager\.history\(\)` takes keyword arguments only/, 'import agenta as ag\nag.VariantManager.history("a", "b")');
  assert.match(messages('import agenta as ag\nag.tracing.store_meta({"a": 1}, None, 3)')[0]!, /takes at most 2 positional argument\(s\) \(meta, span\); got 3/);
});

test("a REST client call leaving out a field the API's body requires is reported, though the client allows it", () => {
  // A client that lets testset_id be left out, as the generated client does for some fields its API requires.
  const surface = structuredClone(loadSdkSurface(release));
  const method = (surface.classes.EvaluationsClient!.members as Record<string, {signature: string}>).create_evaluation!;
  method.signature = method.signature.replace('testset_id: str,', 'testset_id: Optional[str]=OMIT,');
  const client = `from agenta.client.backend.client import AgentaApi
from agenta.client.backend.types.llm_run_rate_limit import LlmRunRateLimit
client = AgentaApi(base_url="http://localhost/api", api_key="k")
`;
  const create = `client.evaluations.create_evaluation(app_id="a", variant_ids=["v"], evaluators_configs=["e"],
    rate_limit=LlmRunRateLimit(batch_size=10, max_retries=3, retry_delay=3, delay_between_batches=5)`;
  const problems = (code: string) => checkPythonSdk(extractCodeBlocks('p.md', page(code)), surface, release).map(({message}) => message);
  assert.deepEqual(problems(`${client}${create})`), [
    "`client.evaluations.create_evaluation()` is missing required argument(s): testset_id (the client lets testset_id be left out, but the API's create-evaluation requires it: openapi/agenta.yaml)",
  ]);
  assert.deepEqual(problems(`${client}${create}, testset_id="t")`), []);
});

test('the decorators are written the way the SDK needs', () => {
  assert.match(messages('import agenta as ag\n@ag.instrument\ndef f(x):\n    return x')[0]!, /`@ag\.instrument` must be called/);
  assert.match(messages('import agenta as ag\n@ag.entrypoint()\ndef f(x: str):\n    return x')[0]!, /`@ag\.entrypoint` takes no arguments/);
  assert.match(messages('import agenta as ag\n@ag.route(config_schema=None)\ndef f(x: str):\n    return x')[0]!, /missing required argument\(s\): path/);
  assert.match(
    messages('import agenta as ag\n@ag.instrument()\n@ag.entrypoint\ndef f(x: str):\n    return x')[0]!,
    /`@ag\.entrypoint` must be the outermost SDK decorator, above `@ag\.instrument`/,
  );
  assert.deepEqual(messages('import agenta as ag\n@ag.entrypoint\n@ag.instrument()\ndef f(x: str):\n    return x'), []);
});

test('importing an object that ag.init() replaces is reported', () => {
  assert.match(messages('from agenta import config')[0]!, /keeps the object from before `ag\.init\(\)`/);
});

test('later blocks of a page see the imports and variables of earlier ones', () => {
  reported(
    /`client\.testsets\.create_testset\(\)` has no parameter `request`/,
    'from agenta.client.backend.client import AgentaApi\nclient = AgentaApi(base_url="http://localhost/api", api_key="")',
    'client.testsets.create_testset(app_id="x", request={"name": "t"})',
  );
});

test('a name bound to different things is not guessed at', () => {
  const code = `import agenta as ag
config = ag.VariantManager.fetch(app_slug="a")
def use(config):
    return config.anything
`;
  assert.deepEqual(check(code), []);
});

test('blocks that do not parse are left to the syntax check', () => {
  assert.deepEqual(check('import agenta as ag\nag.VariantManager.create(('), []);
});
