/**
 * V8's explicit compile hint (Chrome 136 and later): a script that opens with
 * this comment has all its functions compiled while it downloads, on a
 * background thread. Without it V8 compiles a function the first time it is
 * called, on the main thread; for the code that starts every page (React,
 * the router, the theme's shell, the route table), nearly all of which runs
 * at once, that compiling is a good part of the page's longest task. Other
 * browsers read a comment.
 */

/** The hint, a line of its own at the very top of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Options of the bundler's BannerPlugin that put COMPILE_HINT at the top of
 * the scripts every page loads first (the entry chunks: the webpack runtime
 * and main), once they are minified (a minifier drops comments). The plugin
 * keeps source maps right.
 */
export function compileHintsBanner(processAssetsStageOptimizeSize: number) {
  return {
    banner: COMPILE_HINT.trimEnd(),
    raw: true,
    entryOnly: true,
    test: /\.js$/,
    stage: processAssetsStageOptimizeSize + 1,
  };
}
