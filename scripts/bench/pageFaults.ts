// `npx tsx scripts/bench/pageFaults.ts [/route,/route…] [email]`: how many pages of memory the browser touches for the
// first time while it loads a portal route (the kernel's minor faults, read from /proc before and after), for the
// renderer's main thread, the whole renderer and every Chromium process. The count hardly moves from run to run or
// with the machine's state, where timings do: on a VM whose every new page costs 12–18 µs (docs/performance.md,
// 2026-12-03) it says how much of a load's main thread is the kernel's. Each route is loaded as the profilers load it
// (signed in, the route once, then Settings), then again from Settings with the CPU unthrottled, warm unless
// PF_COLD=1 (an empty HTTP cache first). Linux only; needs `npm run build:portal`. A diagnostic: it prints, asserts
// nothing.
import { readFileSync, readdirSync } from 'node:fs';
import { statFields } from './procStat';
import { clearHttpCache, launchChromium, startBenchServer, warmThenThrottle } from './support';

const routes = (process.argv[2] ?? '/pricing').split(',');
const email = process.argv[3] ?? 'admin@northwind.test';
const COLD = Boolean(process.env.PF_COLD);

interface Faults {
  renderer: boolean;
  main: number;
  all: number;
}

/** A process's or thread's minor faults (proc(5)'s minflt). */
const minorFaults = (path: string): number => Number(statFields(path)[7]);

/** Every Chromium process's minor faults: its main thread's and all its threads'. */
function chromiumFaults(): Map<number, Faults> {
  const out = new Map<number, Faults>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/chrom/.test(cmd.split('\0')[0] ?? '')) continue;
      let all = 0;
      for (const tid of readdirSync(`/proc/${pid}/task`)) all += minorFaults(`/proc/${pid}/task/${tid}/stat`);
      out.set(Number(pid), { renderer: cmd.includes('--type=renderer'), main: minorFaults(`/proc/${pid}/task/${pid}/stat`), all });
    } catch {
      // The process ended while it was read.
    }
  }
  return out;
}

const server = await startBenchServer();
const browser = await launchChromium();
try {
  console.log(`new pages touched while ${COLD ? 'cold' : 'warm'} routes load (6 s from the navigation), as ${email}`);
  for (const route of routes) {
    const { page, cdp } = await warmThenThrottle(browser, server.baseUrl, route, email);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (COLD) await clearHttpCache(cdp);
    const before = chromiumFaults();
    await page.goto(server.baseUrl + route);
    await page.waitForTimeout(6000);
    const after = chromiumFaults();
    let main = 0;
    let renderer = 0;
    let total = 0;
    for (const [pid, now] of after) {
      const then = before.get(pid) ?? { renderer: now.renderer, main: 0, all: 0 };
      total += now.all - then.all;
      // The renderer that drew the route: the one that touched the most.
      if (now.renderer && now.all - then.all > renderer) {
        renderer = now.all - then.all;
        main = now.main - then.main;
      }
    }
    console.log(`${route.padEnd(26)} renderer main thread ${String(main).padStart(6)} · renderer ${String(renderer).padStart(6)} · every Chromium process ${String(total).padStart(6)}`);
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
