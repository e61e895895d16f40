// Browser tests use Debian's Chromium (Playwright cannot download its own browser here).
// Installs it with apt-get when it is missing, so `npm test` works on a fresh machine.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log(`[setup] ${CHROMIUM} not found: installing Debian's chromium package…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) throw new Error(`chromium was installed but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
