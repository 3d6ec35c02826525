import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/repo-root.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

interface SpectralFinding {
  code: string;
  message: string;
  path: string[];
}

// The document does not depend on the database, so it is linted once, on PGlite.
describe.runIf(testDatabaseKind() === 'pglite')('the OpenAPI document', () => {
  const server = useTestApp();
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-openapi-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes Spectral’s OpenAPI rules without an error or a warning', async () => {
    const documentPath = path.join(dir, 'openapi.json');
    fs.writeFileSync(documentPath, await (await fetch(`${server.url}/api/openapi.json`)).text());
    const spectral = path.join(repoRoot, 'node_modules/.bin/spectral');
    const ruleset = path.join(repoRoot, '.spectral.yaml');
    // Spectral exits non-zero when it finds something; its JSON report says what.
    const { stdout } = await promisify(execFile)(
      spectral,
      ['lint', documentPath, '--ruleset', ruleset, '--format', 'json', '--fail-severity', 'error', '--quiet'],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const findings = JSON.parse(stdout || '[]') as SpectralFinding[];
    expect(findings.map(({ code, message, path: at }) => `${code} at ${at.join('.')}: ${message}`)).toEqual(
      [],
    );
  });
});
