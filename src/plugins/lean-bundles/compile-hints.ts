/**
 * V8's explicit compile hint (Chrome 136 and later): a script that opens with
 * this comment has all its functions compiled while it downloads, on a
 * background thread. Without it V8 compiles a function the first time it is
 * called, on the main thread; for the code that starts every page (React,
 * the router, the theme's shell, the route table), nearly all of which runs
 * at once, that compiling is a good part of the page's longest task. Other
 * browsers read a comment.
 */
import type {Compiler} from 'webpack';

/** The hint, a line of its own at the very top of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'lean-bundles-compile-hints';

/** Whether a file of an initial chunk gets the hint: its scripts, not its style sheets. */
export function takesCompileHint(file: string): boolean {
  return file.endsWith('.js');
}

/**
 * Puts COMPILE_HINT at the top of the scripts every page loads first (the
 * entry chunks: the webpack runtime and main), once they are minified (a
 * minifier drops comments) and before their content hashes are computed.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (takesCompileHint(file)) {
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        }
      });
    });
  }
}
