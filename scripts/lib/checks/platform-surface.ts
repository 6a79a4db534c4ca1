/**
 * The checks of the pages against the platform's surface at their release: calls into the Python
 * SDK, `agenta` CLI commands, environment variable names and the SDK release installed. Each
 * reports page, line and reason.
 */
import type {CodeBlock} from '../code-blocks';
import type {Release} from '../releases';
import {checkCliCommands, loadCliSurface} from './cli-commands';
import {checkEnvVars, loadEnvVarFacts} from './env-vars';
import type {Page, SurfaceProblem} from './facts';
import {checkPythonSdk, loadSdkSurface} from './python-sdk';
import {checkSdkInstall} from './sdk-install';

export type {SurfaceProblem};

/** Checks pages of one release against that release's surface (the latest by default). */
export function checkPlatformSurface(pages: Page[], blocks: CodeBlock[], release?: Release): SurfaceProblem[] {
  const sdk = loadSdkSurface(release);
  return [
    ...checkPythonSdk(blocks, sdk, release),
    ...checkCliCommands(blocks, loadCliSurface(release)),
    ...checkEnvVars(pages, loadEnvVarFacts(release)),
    ...checkSdkInstall(pages, blocks, sdk),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
