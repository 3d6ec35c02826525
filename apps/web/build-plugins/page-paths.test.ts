import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPagePaths, PAGE_PATHS_FILE, pagePaths, SIGNED_IN_PATHS_FILE } from './page-paths.ts';

const webRoot = path.resolve(import.meta.dirname, '..');

type Hook = (...args: unknown[]) => unknown;

describe('pagePaths', () => {
  it('writes the route table’s page patterns, read from the table itself', async () => {
    const plugin = pagePaths('src/app/page-rows.ts');
    (plugin.configResolved as Hook)({ root: webRoot });
    await (plugin.buildStart as Hook).call({});
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.generateBundle as Hook).call({
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    });
    expect(emitted.map((file) => file.fileName)).toEqual([PAGE_PATHS_FILE, SIGNED_IN_PATHS_FILE]);
    const signedIn = JSON.parse(emitted[1]?.source ?? '[]') as string[];
    expect(signedIn).toContain('/user/watchlist');
    expect(signedIn).toContain('/admin/*');
    expect(signedIn).not.toContain('/auth/login');
    expect(signedIn).not.toContain('/titles/:id/:slug');
    const patterns = JSON.parse(emitted[0]?.source ?? '[]') as string[];
    expect(patterns).toContain('/');
    expect(patterns).toContain('/titles/:id/:slug');
    expect(patterns).toContain('/admin/*');
    expect(patterns).not.toContain('/*');
  });

  it('refuses a table without a list, or with patterns not from the root', () => {
    expect(() => checkPagePaths(undefined)).toThrow(/no `pagePaths`/);
    expect(() => checkPagePaths([])).toThrow(/no `pagePaths`/);
    expect(() => checkPagePaths(['/', 'contact'])).toThrow(/"contact"/);
    expect(checkPagePaths(['/', '/contact'])).toEqual(['/', '/contact']);
  });
});
