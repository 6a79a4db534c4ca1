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

/** Parent of every live process, from /proc/<pid>/stat (the command name may hold spaces and parentheses). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(Number(entry), 'stat');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    map.set(Number(entry), Number(fields[1]));
  }
  return map;
}

/** Memory of `root` and all its descendants, read from /proc (Linux only). */
export function sampleTree(root: number): TreeSample {
  const parentOf = parents();
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
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
