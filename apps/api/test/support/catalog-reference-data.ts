import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** The read-only reference data beside the project (never copied into it). */
export const referenceData = path.resolve(repoRoot, '../shared/data');
export const hasReferenceData = fs.existsSync(referenceData);
if (!hasReferenceData) {
  process.stderr.write(`Skipping catalogue import tests: reference data not found at ${referenceData}\n`);
}

/** Runs `npm run catalog -- ...` as an operator would (without npm), resolving with its output. */
export function runCatalogCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/catalog.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
