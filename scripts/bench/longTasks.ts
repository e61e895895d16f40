// `npx tsx scripts/bench/longTasks.ts [/route] [email]`: the main thread's long tasks of one load of a portal route
// (warm, with the CPU 4× slower, unless the switches below say otherwise), each with the functions that ran in it (the
// V8 sampling profiler inside a DevTools trace, mapped through the portal's source maps). Total Blocking Time counts tasks, not busy stretches: React's concurrent
// renders yield every 5 ms, and what matters is which task did not. The same build's tasks vary by 2× from run to run
// on a busy 2-core machine: run it several times. Needs `npm run build:portal`. A diagnostic: it prints, asserts nothing.
//   LONG_TASK_COLD=1   an empty HTTP cache first (Lighthouse's cold run: nothing compiled is cached either)
//   LONG_TASK_RATE=1   the CPU unthrottled, as Lighthouse's own observed load, each task counted 4× as lantern counts it
//   LONG_TASK_SELF=1   each task's functions by self time too (the leaves: setAttribute, a Delaunay, the GC)
//   LONG_TASK_LINES=n  the n functions with the most time in each long task (12 by default)
//   LONG_TASK_TOTAL=n  also the n functions with the most time over the whole load, long tasks or not (a component's
//                      renders added up across React's 5 ms slices, which no single task shows)
import { clearHttpCache, launchChromium, portalFrameLabel, startBenchServer, warmThenThrottle, type ProfileFrame } from './support';

const route = process.argv[2] ?? '/ranking';
const email = process.argv[3] ?? 'admin@northwind.test';
const LONG_MS = Number(process.env.LONG_TASK_MS ?? 50);
const COLD = Boolean(process.env.LONG_TASK_COLD);
const SELF = Boolean(process.env.LONG_TASK_SELF);
const TOTAL = Number(process.env.LONG_TASK_TOTAL ?? 0);
const RATE = Number(process.env.LONG_TASK_RATE ?? 4);
const SCALE = 4 / RATE;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: ProfileFrame;
}

const server = await startBenchServer();
const browser = await launchChromium();
try {
  const { page, cdp } = await warmThenThrottle(browser, server.baseUrl, route, email);
  if (COLD) await clearHttpCache(cdp);
  if (RATE !== 4) await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'] },
  });
  await page.goto(server.baseUrl + route);
  await page.waitForTimeout(6000);
  await cdp.send('Tracing.end');
  await done;

  // The measured page's navigation and its renderer's main thread. Tasks are counted from its first contentful paint,
  // as Total Blocking Time counts them (before it, the old page's unload runs in the same thread).
  const navigationStart = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith(route));
  const mainThread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigationStart?.pid);
  if (!navigationStart || !mainThread) throw new Error(`no navigation to ${route} in the trace`);
  const navigation = navigationStart.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === mainThread.pid && e.ts >= navigation)?.ts ?? navigation;
  const onMain = (e: TraceEvent) => e.pid === mainThread.pid && e.tid === mainThread.tid;
  const tasks = events
    .filter((e) => onMain(e) && e.name === 'RunTask' && e.ts + (e.dur ?? 0) > fcp && (e.dur ?? 0) * SCALE >= LONG_MS * 1000)
    .sort((a, b) => a.ts - b.ts);

  // The profile: nodes and samples arrive in chunks; each sample's time is the running sum of timeDeltas.
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  let clock = events.find((e) => e.name === 'Profile' && e.pid === mainThread.pid)?.ts ?? 0;
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === mainThread.pid).sort((a, b) => a.ts - b.ts)) {
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  const frameLabel = portalFrameLabel();
  const label = (node: ProfileNode) => frameLabel(node.callFrame);
  /** Adds `ms` to every function on a sample's stack, once each however deep it recurs. */
  const addStack = (into: Map<string, number>, leaf: number, ms: number) => {
    const seen = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = nodes.get(id)?.parent) {
      const node = nodes.get(id);
      if (!node) break;
      const name = label(node);
      if (seen.has(name) || name.startsWith('(root)')) continue;
      seen.add(name);
      into.set(name, (into.get(name) ?? 0) + ms);
    }
  };
  console.log(`${route} as ${email}, ${COLD ? 'cold' : 'warm'}, CPU ${RATE}× slower${SCALE !== 1 ? `, each task counted ${SCALE}×` : ''}: tasks of ${LONG_MS} ms and more (blocking time is each one's time over 50 ms)`);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += Math.max(0, (task.dur! / 1000) * SCALE - 50);
    const inclusive = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    const sampleMs = inTask.length ? task.dur! / 1000 / inTask.length : 0;
    for (const s of inTask) addStack(inclusive, s.node, sampleMs);
    const kinds = [...new Set(events.filter((e) => onMain(e) && e.ph === 'X' && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 2000 && /Layout|UpdateLayoutTree|Paint|ParseHTML|EvaluateScript|v8.compile|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks/.test(e.name)).map((e) => e.name))];
    console.log(`\n${((task.ts - navigation) / 1000).toFixed(0).padStart(6)} ms  task of ${((task.dur! / 1000) * SCALE).toFixed(0)} ms  [${kinds.join(', ')}]`);
    const interesting = [...inclusive].filter(([name]) => !/^(performWorkUntilDeadline|performWorkOnRoot|renderRoot|workLoop|performUnitOfWork|beginWork|renderWithHooks|update\w+Component|updateForwardRef|commitRoot|flushSpawnedWork|commitMutationEffects|recursivelyTraverse|\(program\)|\(idle\))/.test(name));
    for (const [name, ms] of interesting.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.LONG_TASK_LINES ?? 12))) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
    if (SELF) {
      const self = new Map<string, number>();
      for (const s of inTask) {
        const node = nodes.get(s.node);
        if (node) self.set(label(node), (self.get(label(node)) ?? 0) + sampleMs);
      }
      console.log('  self time:');
      for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
    }
  }
  console.log(`\n${tasks.length} long tasks, ${blocking.toFixed(0)} ms of blocking time after FCP (${((fcp - navigation) / 1000).toFixed(0)} ms): the page's own reading, not lantern's`);
  // All the main thread's work from the navigation on, long tasks or not: steadier from run to run than blocking time
  // (which turns on where tasks split), so the figure to compare two builds by on a noisy machine.
  const mainEvents = events.filter((e) => onMain(e) && e.ts >= navigation);
  const busyMs = mainEvents.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0) * SCALE;
  const tracedS = (mainEvents.reduce((end, e) => Math.max(end, e.ts + (e.dur ?? 0)), navigation) - navigation) / 1e6;
  console.log(`main thread busy ${busyMs.toFixed(0)} ms in the ${tracedS.toFixed(1)} s traced${SCALE !== 1 ? ` (counted ${SCALE}×)` : ''}`);
  if (TOTAL > 0) {
    // Each sample stands for the time to the next one.
    const inclusive = new Map<string, number>();
    const self = new Map<string, number>();
    const after = samples.filter((s) => s.ts >= navigation);
    after.forEach((s, i) => {
      const ms = i + 1 < after.length ? Math.min(after[i + 1].ts - s.ts, 2000) / 1000 : 0;
      const leaf = nodes.get(s.node);
      if (!leaf || /^\((idle|program|root)\)/.test(label(leaf))) return;
      self.set(label(leaf), (self.get(label(leaf)) ?? 0) + ms * SCALE);
      addStack(inclusive, s.node, ms * SCALE);
    });
    const top = (map: Map<string, number>, keep: (name: string) => boolean) =>
      [...map].filter(([name]) => keep(name)).sort((a, b) => b[1] - a[1]).slice(0, TOTAL).map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`).join('\n');
    console.log(`\nthe whole load, the app's own functions by inclusive time${SCALE !== 1 ? ` (counted ${SCALE}×)` : ''}:`);
    console.log(top(inclusive, (name) => /(widgets|src)\//.test(name)));
    console.log('\nthe whole load, by self time:');
    console.log(top(self, () => true));
  }
} finally {
  await browser.close();
  await server.close();
}
