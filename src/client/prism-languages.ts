/**
 * Registers the extra Prism languages (themeConfig.prism.additionalLanguages)
 * on first use of a code block, instead of at startup. Docusaurus's own client
 * module does it at startup, which puts Prism and its grammars (about 100 KB)
 * in the main bundle of every page, code or not; the patch prism-languages-on-demand (src/patches/patches.yaml)
 * swaps that module for an empty one.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
