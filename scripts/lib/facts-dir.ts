import path from 'node:path';

/**
 * Every fact about the platform the checks read, in the repository, in one folder: per release
 * the platform documents (`0.27/`: its routes, response models, SDK signatures, CLI commands,
 * environment variables, messages, file list and notes), and the changelog's list of releases.
 */
export const FACTS_DIR = path.resolve(__dirname, '../../facts');
