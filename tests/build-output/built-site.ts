/** The production build the build-output checks read, and its pages. */
import fs from 'node:fs';
import path from 'node:path';

export const buildDir = path.resolve(__dirname, '../../build');

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error(`No production build in ${buildDir}: run "npm run build" before these tests.`);
}

/** Every HTML file under `dir`, the bundler's assets aside. */
export function htmlFiles(dir: string = buildDir): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}
