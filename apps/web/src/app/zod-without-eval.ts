/**
 * Imported first by main.tsx, before any schema is built. zod compiles object parsers with
 * `new Function` and probes for it with a caught `new Function("")`, which the site's
 * Content-Security-Policy (no 'unsafe-eval') refuses and Chromium reports as a violation all the
 * same. Jitless mode skips both; the browser's few small forms do not need the compiled path.
 * zod reads its settings from this global (it is how copies of zod share them), so setting it
 * here keeps zod itself out of the first screens' code (3.8 kB gzipped): the forms load it later.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
