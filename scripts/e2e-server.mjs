// The reference server for browser tests: a fresh database in a new temporary folder each run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const port = process.env.E2E_PORT || '3100';
const dataDir = mkdtempSync(join(tmpdir(), 'insights-e2e-'));
// The IPC channel ties the server to this script: if the script dies (Playwright killed), the server stops too.
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    // The whole suite signs in and calls the API from one address, faster than any person: limits far above it.
    RATE_LIMIT_API_PER_MINUTE: '100000',
    RATE_LIMIT_TOKEN_PER_MINUTE: '10000',
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    PRICING_MENU: 'true',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => { cleanup(); process.exit(code ?? 0); });
