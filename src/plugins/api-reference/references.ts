/**
 * The `$ref`s of an API description that point nowhere. The upstream generator meets one by
 * writing no pages and an empty sidebar and exiting as if it had succeeded, and the build then
 * stops on an unrelated file; so the plugin checks every reference first and stops, naming each.
 */

/** Where each `$ref` that does not resolve sits (a JSON pointer), and what it names. */
export function danglingReferences(spec: unknown): {at: string; ref: string; why: string}[] {
  const found: {at: string; ref: string; why: string}[] = [];
  const resolve = (ref: string): boolean => {
    let node: unknown = spec;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return false;
      node = (node as Record<string, unknown>)[key];
    }
    return true;
  };
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${at}/${index}`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key === '$ref' && typeof value === 'string') {
        if (value === '#') continue;
        if (!value.startsWith('#/')) found.push({at: here, ref: value, why: 'only references inside the document (#/…) are supported'});
        else if (!resolve(value)) found.push({at: here, ref: value, why: 'names nothing in the document'});
      } else walk(value, here);
    }
  };
  walk(spec, '#');
  return found;
}
