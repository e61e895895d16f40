// `npm run dev`: the reference server on :3000 and the portal's Vite dev server on :5173 (proxying to it).
import { spawn } from 'node:child_process';

const env = { PRICING_MENU: 'true', ...process.env };
// The watcher gives the server an IPC channel of its own, so the server stops when the watcher dies (main.ts).
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'portal/vite.config.ts'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
