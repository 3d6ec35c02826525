import fs from 'node:fs';
import path from 'node:path';
import { type CliResult, runApiCli } from './run-users-cli.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** The read-only reference data beside the project (never copied into it). */
export const referenceData = path.resolve(repoRoot, '../shared/data');
export const hasReferenceData = fs.existsSync(referenceData);
if (!hasReferenceData) {
  process.stderr.write(`Skipping catalogue import tests: reference data not found at ${referenceData}\n`);
}

/** Runs `npm run catalog -- ...` as an operator would (without npm), resolving with its output. */
export const runCatalogCommand = (args: string[], env: Record<string, string>): Promise<CliResult> =>
  runApiCli('catalog.ts', args, { LOG_LEVEL: 'warn', ...env });
