import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root, resolved from this file so the server works from any working directory. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const widgetsDistDir = path.join(repoRoot, 'dist');
export const examplesDir = path.join(repoRoot, 'examples');
/** The built portal; PORTAL_DIST_DIR points a server at another build (a second checkout's, a test's own). */
export const portalDistDir = process.env.PORTAL_DIST_DIR ? path.resolve(process.env.PORTAL_DIST_DIR) : path.join(repoRoot, 'portal', 'dist');
export const migrationsDir = path.join(repoRoot, 'server', 'src', 'db', 'migrations');
