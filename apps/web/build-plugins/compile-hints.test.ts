import { describe, expect, it } from 'vitest';
import { compileHints } from './compile-hints.ts';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

function runPlugin(bundle: Record<string, unknown>) {
  const hook = compileHints(['app']).generateBundle as { order: string; handler: Handler };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
}

/** A chunk of the `app` group, as Rolldown hands it to the plugin. */
const appChunk = (code: string, map: { mappings: string } | null) => ({
  type: 'chunk',
  name: 'app',
  fileName: 'assets/app.js',
  code,
  map,
});

describe('compileHints', () => {
  it('puts the hint on the first line of the named chunks and moves their source maps down a line', () => {
    const app = appChunk('export const a=1;', null);
    const mapFile = { type: 'asset', source: JSON.stringify({ version: 3, mappings: 'AAAA,OAAO' }) };
    const page = { type: 'chunk', name: 'contact', fileName: 'assets/contact.js', code: 'export const b=2;' };
    runPlugin({ 'assets/app.js': app, 'assets/app.js.map': mapFile, 'assets/contact.js': page });
    expect(app.code).toBe('//# allFunctionsCalledOnLoad\nexport const a=1;');
    expect(JSON.parse(mapFile.source).mappings).toBe(';AAAA,OAAO');
    expect(page.code).toBe('export const b=2;');
  });

  it('moves the chunk’s own map when the bundle holds no map file for it', () => {
    const app = appChunk('x', { mappings: 'AAAA' });
    runPlugin({ 'assets/app.js': app });
    expect(app.map?.mappings).toBe(';AAAA');
  });
});
