import { config } from 'zod/v4/core';

/**
 * Imported first by the web app (before any schema is built): zod compiles object parsers with
 * `new Function` and probes for it with a caught `new Function("")`, which the site's
 * Content-Security-Policy (no 'unsafe-eval') refuses and Chromium reports as a violation all the
 * same. Jitless mode skips both; the browser's few small forms do not need the compiled path. The
 * server keeps it.
 */
config({ jitless: true });
