// `npx tsx scripts/bench/profileRoute.ts [/route] [email]`: where a portal route's load spends the main thread. Signs in
// (admin@northwind.test by default), opens the route once to warm the cache, then loads it again under a 4× CPU
// slowdown (Lighthouse's mobile setting) at a phone's viewport with the V8 sampling profiler on, and prints self time
// and total time per function, mapped through the portal's source maps to the original files. Needs
// `npm run build:portal`. A diagnostic: it prints, it asserts nothing. The load's long tasks one by one, each with what
// ran in it: scripts/bench/longTasks.ts.
import { portalFrameLabel, startBenchServer, launchChromium, warmThenThrottle } from './support';

const route = process.argv[2] ?? '/pricing';
const email = process.argv[3] ?? 'admin@northwind.test';
const server = await startBenchServer();
const browser = await launchChromium();
try {
  const { page, cdp } = await warmThenThrottle(browser, server.baseUrl, route, email);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(server.baseUrl + route);
  await page.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');

  type ProfileNode = (typeof profile.nodes)[number];
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frameLabel = portalFrameLabel();
  const label = ({ callFrame }: ProfileNode) => frameLabel(callFrame);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples!.forEach((id, index) => {
    const ms = (profile.timeDeltas![index] ?? 0) / 1000;
    const own = label(byId.get(id)!);
    self.set(own, (self.get(own) ?? 0) + ms);
    const counted = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const name = label(byId.get(node)!);
      if (counted.has(name)) continue;
      counted.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  const print = (title: string, rows: Array<[string, number]>) => {
    console.log(`\n${title}`);
    for (const [name, ms] of rows) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  };
  console.log(`${route} as ${email}, 4× CPU slowdown, 412 × 823, warm cache`);
  print('self time (native work shows as (program), (garbage collector), DOM calls)', [...self].sort((a, b) => b[1] - a[1]).slice(0, 25));
  print('total time of the portal\'s and the widgets\' own functions', [...total].filter(([name]) => /widgets\/|src\//.test(name)).sort((a, b) => b[1] - a[1]).slice(0, 30));
} finally {
  await browser.close();
  await server.close();
}
