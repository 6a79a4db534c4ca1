import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const here = __dirname;

/** Modules of the OpenAPI theme's dependencies replaced by smaller ones of ours. */
export const replacements = [
  {
    // Every code generator postman-code-generators ships → only the ones the site shows.
    request: /postman-code-generators[\\/]lib[\\/]assets[\\/]languages\.js$/,
    replacement: path.join(here, 'code-generators.cjs'),
  },
  {
    request: /^iconv-lite$/,
    replacement: path.join(here, 'iconv-lite.cjs'),
  },
];

/**
 * Trims what the API reference's request panel loads in the browser: the code
 * generators the site does not offer, and iconv-lite's encoding tables.
 */
export default function openApiSlimPlugin(): Plugin {
  return {
    name: 'openapi-slim',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: replacements.map(
          ({request, replacement}) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(request, replacement),
        ),
      };
    },
  };
}
