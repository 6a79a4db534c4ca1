/**
 * Remembers a function's answer per (data object, page path): for helpers
 * whose answer depends only on plugin data that never changes at run time and
 * on the path (src/patches/@docusaurus/plugin-content-docs/docs-client-utils.ts).
 */
export function rememberPerPath<Data extends object, Result>(
  compute: (data: Data, pathname: string) => Result,
): (data: Data, pathname: string) => Result {
  const answers = new WeakMap<Data, Map<string, Result>>();
  return (data, pathname) => {
    let byPath = answers.get(data);
    if (!byPath) {
      byPath = new Map();
      answers.set(data, byPath);
    }
    if (!byPath.has(pathname)) byPath.set(pathname, compute(data, pathname));
    return byPath.get(pathname)!;
  };
}
