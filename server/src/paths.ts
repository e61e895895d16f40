import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root, resolved from this file so the server works from any working directory. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const widgetsDistDir = path.join(repoRoot, 'dist');
export const examplesDir = path.join(repoRoot, 'examples');
export const portalDistDir = path.join(repoRoot, 'portal', 'dist');
export const migrationsDir = path.join(repoRoot, 'server', 'src', 'db', 'migrations');
