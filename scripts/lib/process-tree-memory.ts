import fs from 'node:fs';

/** What one look at /proc found for a process and everything it started. */
export type TreeSample = {
  /** Resident memory of the largest single process, in bytes, and its command. */
  largest: {bytes: number; command: string};
  /** Proportional resident memory of the whole tree added up, in bytes: a page that n processes share counts 1/n in each. */
  totalBytes: number;
};

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/** The children of every live process, from each one's parent in /proc/<pid>/stat (the command name may hold spaces and parentheses). */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(Number(entry), 'stat');
    if (!stat) continue;
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  return children;
}

/** Memory of `root` and all its descendants, read from /proc (Linux only). */
export function sampleTree(root: number): TreeSample {
  const childrenOf = childrenByParent();
  const inTree = [root];
  for (let index = 0; index < inTree.length; index += 1) inTree.push(...(childrenOf.get(inTree[index]!) ?? []));
  const sample: TreeSample = {largest: {bytes: 0, command: ''}, totalBytes: 0};
  for (const pid of inTree) {
    const rss = /^VmRSS:\s+(\d+) kB$/m.exec(readProc(pid, 'status') ?? '');
    const pss = /^Pss:\s+(\d+) kB$/m.exec(readProc(pid, 'smaps_rollup') ?? '');
    if (!rss || !pss) continue; // ended, or a kernel thread
    const bytes = Number(rss[1]) * 1024;
    sample.totalBytes += Number(pss[1]) * 1024;
    if (bytes > sample.largest.bytes) {
      const command = (readProc(pid, 'cmdline') ?? '')
        .split('\0')
        .filter(Boolean)
        .slice(0, 3)
        .map((word) => word.replace(/^.*\//, ''))
        .join(' ');
      sample.largest = {bytes, command};
    }
  }
  return sample;
}
