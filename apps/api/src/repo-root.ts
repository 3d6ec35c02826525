import path from 'node:path';

/**
 * The repository's root, for files the server reads at run time (`data/`, the built web app).
 * This file lies in `apps/api/src` and the built server in `apps/api/dist`, both three levels below
 * the root, so one path holds from source and from the bundle: keep this file at this depth.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
