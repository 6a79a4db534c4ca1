/**
 * The checks of the pages against the platform's surface at release 0.27: calls into the Python
 * SDK, `agenta` CLI commands and environment variable names. Each reports page, line and reason.
 */
import type {CodeBlock} from '../code-blocks';
import {checkCliCommands} from './cli-commands';
import {checkEnvVars} from './env-vars';
import type {Page, SurfaceProblem} from './facts';
import {checkPythonSdk} from './python-sdk';

export type {SurfaceProblem};

export function checkPlatformSurface(pages: Page[], blocks: CodeBlock[]): SurfaceProblem[] {
  return [...checkPythonSdk(blocks), ...checkCliCommands(blocks), ...checkEnvVars(pages)].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
}
