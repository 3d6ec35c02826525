import path from 'node:path';

/** `data/` at the repository root: catalogue content authored for the project (genres, demo seed). */
export const catalogDataDir = path.resolve(import.meta.dirname, '../../../../data');
