/**
 * Every instruction to install the SDK names the release the pages document: a `pip install` in a
 * bash block or in inline code, and an `agenta` line of a `requirements.txt` block, must pin
 * `agenta==<install>` (facts/0.27/sdk-signatures.yaml). An unpinned install takes the
 * newest release, which the pages do not describe; the CLI's own update notice, quoted in `text`
 * output, is left alone.
 */
import {canonicalLanguage, type CodeBlock} from '../code-blocks';
import {lineAt, type Page, type SurfaceProblem} from './facts';
import type {SdkSurface} from './python-sdk';

export const CHECK_NAME = 'sdk-install';

/** The `agenta` requirement in a pip command's words, or null when it installs something else. */
function agentaRequirement(command: string): string | null {
  for (const word of command.split(/\s+/)) {
    const bare = word.replace(/^["']|["']$/g, '');
    if (/^agenta(\[[^\]]*\])?([<>=!~].*)?$/.test(bare)) return bare;
  }
  return null;
}

export function checkSdkInstall(pages: Page[], blocks: CodeBlock[], surface: Pick<SdkSurface, 'install'>): SurfaceProblem[] {
  const wanted = `agenta==${surface.install}`;
  const problems: SurfaceProblem[] = [];
  const report = (file: string, line: number, found: string) =>
    problems.push({file, line, check: CHECK_NAME, message: `installs \`${found}\`; the pages document release ${surface.install}: write \`${wanted}\``});
  for (const block of blocks) {
    const lang = canonicalLanguage(block.lang);
    const lines = block.value.split('\n');
    lines.forEach((text, i) => {
      const line = block.line + 1 + i;
      if (lang === 'bash') {
        for (const command of text.match(/pip3? install[^;&|#\n]*/g) ?? []) {
          const found = agentaRequirement(command.replace(/^pip3? install/, ''));
          if (found !== null && found !== wanted) report(block.file, line, found);
        }
      } else if (/title="[^"]*requirements[^"]*\.txt"/.test(block.meta)) {
        const found = agentaRequirement(text.replace(/#.*/, '').trim());
        if (found !== null && found !== wanted) report(block.file, line, found);
      }
    });
  }
  for (const {file, source} of pages) {
    for (const match of source.matchAll(/`(pip3? install [^`]*)`/g)) {
      const found = agentaRequirement(match[1]!.replace(/^pip3? install/, ''));
      if (found !== null && found !== wanted) report(file, lineAt(source, match.index), found);
    }
  }
  return problems;
}
