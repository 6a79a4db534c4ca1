/**
 * The data the page checks rely on (facts/0.27/sdk-signatures.yaml, cli-commands.yaml,
 * env-vars.yaml) hangs together, and agrees with the shared platform facts where they are checked
 * out beside this repository.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {parse as parseYaml} from 'yaml';

import {loadCliSurface} from '../../scripts/lib/checks/cli-commands';
import {loadEnvVarFacts} from '../../scripts/lib/checks/env-vars';
import {loadSdkSurface} from '../../scripts/lib/checks/python-sdk';
import {loadReleases} from '../../scripts/lib/releases';

const repoRoot = path.resolve(__dirname, '../..');
/** The notes on the platform the data were first written from (facts/0.27/notes/). */
const notesDir = path.join(repoRoot, 'facts', '0.27', 'notes');

function notes<T>(name: string): T {
  return parseYaml(fs.readFileSync(path.join(notesDir, name), 'utf8')) as T;
}

// The notes are of 0.27.0: the data of that release is held to them.
const release = loadReleases().find((candidate) => candidate.version === '0.27');
const sdk = loadSdkSurface(release);
const cli = loadCliSurface(release);
const env = loadEnvVarFacts(release);

test('every name a module exports points at a class, function or module that the data defines', () => {
  for (const [module, entry] of Object.entries(sdk.modules)) {
    assert.match(entry.source, /^agenta-cli\/agenta\//, `${module}: source`);
    for (const [name, spec] of Object.entries(entry.names)) {
      const [kind, target] = spec.split(' ');
      const where = `${module}.${name} (${spec})`;
      if (kind === 'class' || kind === 'instance') assert.ok(sdk.classes[target!], where);
      else if (kind === 'function') assert.ok(sdk.functions[target!], where);
      else if (kind === 'module') {
        assert.ok(sdk.modules[target!] || sdk.unchecked_modules?.includes(target!), where);
      } else assert.ok(kind === 'any' || kind === 'value', where);
    }
  }
  for (const [name, cls] of Object.entries(sdk.classes)) {
    for (const base of (cls.bases as string[] | undefined) ?? []) assert.ok(sdk.classes[base], `${name} base ${base}`);
    for (const [member, spec] of Object.entries((cls.members ?? {}) as Record<string, {type?: string}>)) {
      // A member's type is a class of the data, a Python built-in, or `any`.
      if (spec.type && !/^(any|str|int|float|bool|dict|list)$/.test(spec.type)) {
        assert.ok(sdk.classes[spec.type], `${name}.${member}: ${spec.type}`);
      }
    }
  }
});

test('every signature in the SDK data is valid Python', () => {
  // The walker parses every signature before it checks anything, and fails on a malformed one.
  const output = execFileSync('python3', [path.join(repoRoot, 'scripts/lib/checks/python-sdk.py')], {
    input: JSON.stringify({surface: sdk, pages: []}),
    encoding: 'utf8',
  });
  assert.equal(output, '[]');
});

test('the CLI data names a command for every group entry and a source for each', () => {
  for (const [name, spec] of Object.entries(cli.commands)) {
    assert.match(spec.source, /^agenta-cli\/agenta\/cli\//, name);
    for (const sub of spec.subcommands ?? []) assert.ok(cli.commands[`${name} ${sub}`], `${name} ${sub}`);
  }
});

test('the SDK data exports what the platform facts list at the top level of agenta', () => {
  const facts = notes<{
    top_level_namespace: {functions_and_decorators: string[]; objects: Record<string, string>; classes: string[]};
    prompt_management_sdk: Record<string, {methods?: Record<string, string>}>;
  }>('sdk.yaml');
  const top = facts.top_level_namespace;
  const names = sdk.modules.agenta!.names;
  for (const name of [...top.functions_and_decorators, ...Object.keys(top.objects), ...top.classes]) {
    assert.ok(names[name], `agenta.${name}`);
  }
  for (const manager of ['VariantManager', 'DeploymentManager', 'ConfigManager']) {
    const members = sdk.classes[manager]!.members as Record<string, unknown>;
    for (const method of Object.keys(facts.prompt_management_sdk[manager]!.methods ?? {})) {
      assert.ok(members[method], `${manager}.${method}`);
    }
  }
});

test('the CLI data has the commands and options of the platform facts', () => {
  const facts = notes<{command_tree: string[]; commands: Record<string, {options?: Record<string, unknown>}>}>('cli.yaml');
  for (const command of facts.command_tree) assert.ok(cli.commands[command], command);
  for (const [key, spec] of Object.entries(facts.commands)) {
    const command = `agenta ${key.replace(/_/g, ' ').replace('set host', 'set-host')}`;
    const expected = Object.keys(spec.options ?? {}).flatMap((name) => name.split(' / '));
    assert.deepEqual(Object.keys(cli.commands[command]?.options ?? {}).sort(), expected.sort(), command);
  }
});

test('the environment variables are those the platform facts list', () => {
  const sdkFacts = notes<{init: {env_vars_read: Record<string, string>}}>('sdk.yaml');
  const cliFacts = notes<{env_vars: Record<string, string>}>('cli.yaml');
  const selfhost = notes<{
    backend_env_vars: Record<string, unknown> & {llm_provider_keys_cloud_ee: string[]};
    frontend_env_vars: Record<string, string>;
    env_injected_into_app_containers: {always: Record<string, string>};
    services: {postgres: {env: Record<string, string>}};
  }>('selfhost.yaml');
  const listed = new Set([
    ...Object.keys(sdkFacts.init.env_vars_read),
    ...Object.keys(cliFacts.env_vars),
    ...Object.keys(selfhost.backend_env_vars).filter((name) => name !== 'llm_provider_keys_cloud_ee'),
    ...selfhost.backend_env_vars.llm_provider_keys_cloud_ee,
    ...Object.keys(selfhost.frontend_env_vars),
    ...Object.keys(selfhost.env_injected_into_app_containers.always),
    ...Object.keys(selfhost.services.postgres.env),
  ]);
  assert.deepEqual(Object.keys(env.variables).sort(), [...listed].sort());
});
