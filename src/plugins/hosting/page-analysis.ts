import type {Root} from 'hast';

import type {PageAnalyser} from '../built-pages';
import {inlineScriptHashes} from './content-security-policy';

/** On a reading thread of the built-pages pass: the hashes of the page's inline scripts. */
export const analysePage: PageAnalyser<null, string[]> = (tree: Root) => inlineScriptHashes(tree);
