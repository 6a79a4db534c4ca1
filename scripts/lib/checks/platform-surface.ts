/**
 * The checks of the pages against the platform's surface at release 0.27: calls into the Python
 * SDK, `agenta` CLI commands, environment variable names and the SDK release installed. Each
 * reports page, line and reason.
 */
import type {CodeBlock} from '../code-blocks';
import {checkCliCommands} from './cli-commands';
import {checkEnvVars} from './env-vars';
import type {Page, SurfaceProblem} from './facts';
import {checkPythonSdk, loadSdkSurface} from './python-sdk';
import {checkSdkInstall} from './sdk-install';

export type {SurfaceProblem};

export function checkPlatformSurface(pages: Page[], blocks: CodeBlock[]): SurfaceProblem[] {
  const sdk = loadSdkSurface();
  return [...checkPythonSdk(blocks, sdk), ...checkCliCommands(blocks), ...checkEnvVars(pages), ...checkSdkInstall(pages, blocks, sdk)].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
}
