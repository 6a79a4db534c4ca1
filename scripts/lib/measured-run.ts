import {spawn} from 'node:child_process';

import {sampleTree, type TreeSample} from './process-tree-memory';

const SAMPLE_EVERY_MS = 250;
/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on every Linux architecture in use). */
const TICKS_PER_SECOND = 100;

export type MeasuredRun = {
  seconds: number;
  cpuSeconds: number;
  largest: TreeSample['largest'];
  totalBytes: number;
};

/**
 * Runs `command` in a shell in `cwd`, its output on this process's standard
 * error, sampling the memory of its process tree from /proc four times a
 * second. Once it has ended the shell prints its own /proc/<pid>/stat, whose
 * cutime and cstime hold the CPU time of every process the command started
 * and waited for.
 */
export function runMeasured(command: string, cwd = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<MeasuredRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const shell = spawn('sh', ['-c', `{ ${command}; } >&2 && cat /proc/$$/stat`], {cwd, env, stdio: ['ignore', 'pipe', 'inherit']});
    let largest: TreeSample['largest'] = {bytes: 0, command: ''};
    let totalBytes = 0;
    const timer = setInterval(() => {
      const sample = sampleTree(shell.pid!);
      if (sample.largest.bytes > largest.bytes) largest = sample.largest;
      totalBytes = Math.max(totalBytes, sample.totalBytes);
    }, SAMPLE_EVERY_MS);
    let stat = '';
    shell.stdout.on('data', (chunk: Buffer) => (stat += chunk.toString()));
    shell.on('error', reject);
    shell.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`\`${command}\` failed (exit code ${code}); its output is above.`));
      // Fields after the command name: state is 0, so utime..cstime are 11..14.
      const fields = stat
        .slice(stat.lastIndexOf(')') + 2)
        .trim()
        .split(' ')
        .map(Number);
      const cpuTicks = fields[11] + fields[12] + fields[13] + fields[14];
      resolve({largest, totalBytes, seconds: (performance.now() - started) / 1000, cpuSeconds: cpuTicks / TICKS_PER_SECOND});
    });
  });
}

export const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
export const gigabytes = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;
