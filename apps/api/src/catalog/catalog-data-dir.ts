import path from 'node:path';
import { repoRoot } from '../repo-root.ts';

/** `data/` at the repository root: catalogue content authored for the project (genres, demo seed). */
export const catalogDataDir = path.join(repoRoot, 'data');
