import type {Plugin} from '@docusaurus/types';

type Action = (...args: unknown[]) => unknown;

/**
 * The action a plugin registers for one of its CLI commands, so that code can
 * run what the command runs. The plugin's `extendCli` is given a stand-in for
 * Commander that records each `command(name)…action(fn)` chain; every other
 * call (description, options, usage) is accepted and ignored.
 */
export function captureCliAction(plugin: Plugin, command: string): (...args: unknown[]) => Promise<void> {
  const actions = new Map<string, Action>();
  const chain = (name: string): unknown =>
    new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'action') {
            return (fn: Action) => {
              actions.set(name, fn);
              return chain(name);
            };
          }
          return () => chain(name);
        },
      },
    );
  const cli = {command: (name: string) => chain(name.split(' ')[0] ?? name)};
  plugin.extendCli?.(cli as never);
  const action = actions.get(command);
  if (!action) {
    throw new Error(`The plugin "${plugin.name}" has no "${command}" command to run (its commands: ${[...actions.keys()].join(', ') || 'none'}).`);
  }
  return async (...args) => {
    await action(...args);
  };
}
