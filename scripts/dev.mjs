// `npm run dev`: the reference server on :3000 and the portal's Vite dev server on :5173 (proxying to it).
import { spawn } from 'node:child_process';

const env = { PRICING_MENU: 'true', ...process.env };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'portal/vite.config.ts'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
