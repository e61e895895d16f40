// Browser tests use Debian's Chromium (Playwright cannot download its own browser here).
// Installs it with apt-get when it is missing, so `npm test` works on a fresh machine.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** Full Chromium: Storybook's story tests, the visual baselines (taken in it) and Lighthouse. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium's headless shell, Debian's `chromium-headless-shell` (the same release as `chromium`, built from the same
 * source): Blink and V8 without the browser's UI layer, what Playwright itself runs headless tests in. The end-to-end
 * suite runs in it: on this 2-core machine 953 → 623 s for the same 92 tests, every one passing in both (ADR 0041).
 * Not the visual tests: 17 of their 272 baselines differ by a pixel row or antialiasing in it.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

function aptInstall(pkg) {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq ${pkg}`, { stdio: 'inherit', env });
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) {
    console.log(`[setup] ${CHROMIUM} not found: installing Debian's chromium package…`);
    aptInstall('chromium');
    if (!existsSync(CHROMIUM)) throw new Error(`chromium was installed but ${CHROMIUM} is still missing`);
  }
  if (!existsSync(HEADLESS_SHELL)) {
    console.log(`[setup] ${HEADLESS_SHELL} not found: installing Debian's chromium-headless-shell package…`);
    try {
      aptInstall('chromium-headless-shell');
    } catch (error) {
      // Older Debian releases lack the package: the end-to-end tests then run in full Chromium, only slower.
      console.log(`[setup] chromium-headless-shell could not be installed (${error.message.split('\n')[0]}): the end-to-end tests run in ${CHROMIUM}`);
    }
  }
  return CHROMIUM;
}

/** The end-to-end suite's browser: CHROMIUM_PATH when set, else the headless shell when installed, else Chromium. */
export function endToEndBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
