// What lies on Lighthouse's simulated LCP: Lighthouse's own model (lantern) run again on the artifacts of a bench run,
// printing the chain of requests and main-thread tasks that ends last, then every request with its simulated time.
// Lighthouse's cold LCP is not the page's observed LCP: lantern replays the page's dependency graph over slow 4G
// (150 ms round trips, 1.6 Mbit/s shared by the requests in flight, TCP slow start per connection) with the main
// thread 4× slower, so it shows which downloads and in which order hold a cold start.
//
//   BENCH_ONLY=lighthouse BENCH_LIGHTHOUSE_ROUTES=/companies BENCH_LIGHTHOUSE_RUNS=1 BENCH_LIGHTHOUSE_ARTIFACTS=/tmp/lh \
//     node --import tsx scripts/bench/main.ts
//   node --import tsx scripts/bench/lanternPath.ts /tmp/lh/_companies-kept-<time>     (one folder per run)
//   node --import tsx scripts/bench/lanternPath.ts <run> tbt   the tasks lantern counts in Total Blocking Time instead:
//     each main-thread task of 50 ms and more in the simulation (4× its observed time) between the simulated FCP and
//     TTI, with its blocking time and the trace events it holds (which script's FunctionCall, GC, layout)
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

interface SimNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; transferSize: number; fromDiskCache?: boolean; fromMemoryCache?: boolean };
  childEvents?: { name: string; dur?: number; args?: { data?: { url?: string } } }[];
  getDependencies(): SimNode[];
}
type Timings = Map<SimNode, { startTime: number; endTime: number }>;

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node --import tsx scripts/bench/lanternPath.ts <one run folder of BENCH_LIGHTHOUSE_ARTIFACTS>');
  process.exit(2);
}
const artifacts = (await loadArtifacts(dir)) as unknown as Record<string, unknown> & { Trace: unknown; DevtoolsLog: unknown; GatherContext: unknown; URL: unknown };
// The bench's runs: Lighthouse's mobile defaults, simulated throttling.
const settings = { ...defaultSettings, formFactor: 'mobile', throttlingMethod: 'simulate' };
const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, settings, gatherContext: artifacts.GatherContext, URL: artifacts.URL, SourceMaps: [], simulator: null };
type Estimate = { timing: number; optimisticEstimate: { timeInMs: number; nodeTimings: Timings }; pessimisticEstimate: { timeInMs: number; nodeTimings: Timings } };
const context = { computedCache: new Map(), settings } as never;
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

if (process.argv[3] === 'tbt') {
  const tbt = (await LanternTotalBlockingTime.request(data as never, context)) as unknown as Estimate;
  const fcp = (await LanternFirstContentfulPaint.request(data as never, context)) as unknown as Estimate;
  const tti = (await LanternInteractive.request(data as never, context)) as unknown as Estimate;
  // The pessimistic graph's window, the wider of the two (Lighthouse's TBT is the mean of both estimates).
  const from = fcp.optimisticEstimate.timeInMs;
  const to = tti.pessimisticEstimate.timeInMs;
  console.log(`simulated TBT ${tbt.timing.toFixed(0)} ms (optimistic ${tbt.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${tbt.pessimisticEstimate.timeInMs.toFixed(0)}), between FCP ${from.toFixed(0)} and TTI ${to.toFixed(0)} ms`);
  const cpu = [...tbt.pessimisticEstimate.nodeTimings.entries()].filter(([node]) => node.type === 'cpu').sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, { startTime, endTime }] of cpu) {
    const length = endTime - startTime;
    if (length < 50 || endTime < from || startTime > to) continue;
    const byEvent = new Map<string, number>();
    for (const event of node.childEvents ?? []) {
      if (!/FunctionCall|EvaluateScript|TimerFire|RunMicrotasks|MinorGC|MajorGC|Layout|UpdateLayoutTree|Paint$|ParseHTML|v8.compile/.test(event.name)) continue;
      const label = event.args?.data?.url ? `${event.name} ${path(event.args.data.url).slice(0, 48)}` : event.name;
      byEvent.set(label, (byEvent.get(label) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const parts = [...byEvent].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([label, ms]) => `${label} ${ms.toFixed(0)}`);
    const blocking = Math.max(0, Math.min(endTime, to) - Math.max(startTime, from) - 50);
    console.log(`  ${startTime.toFixed(0).padStart(5)} → ${endTime.toFixed(0).padStart(5)} ms  ${length.toFixed(0).padStart(4)} ms, blocking ${blocking.toFixed(0).padStart(4)}  [observed ms: ${parts.join('; ')}]`);
  }
  process.exit(0);
}

const lcp = (await LanternLargestContentfulPaint.request(data as never, context)) as unknown as Estimate;
const describe = (node: SimNode) => {
  if (node.type === 'network' && node.request) {
    const { url, transferSize, fromDiskCache, fromMemoryCache } = node.request;
    return `${path(url).slice(0, 80)} (${(transferSize / 1024).toFixed(1)} KB${fromDiskCache || fromMemoryCache ? ', from cache' : ''})`;
  }
  const kinds = [...new Set((node.childEvents ?? []).map((event) => event.name))].filter((name) => /Evaluate|FunctionCall|Layout|Paint|TimerFire|Microtask|ParseHTML/.test(name));
  return `main thread, ${(node.duration / 1000).toFixed(1)} ms as observed [${kinds.slice(0, 4).join(', ')}]`;
};

console.log(`simulated LCP ${lcp.timing.toFixed(0)} ms (optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)})`);
const timings = lcp.pessimisticEstimate.nodeTimings;
// The chain that ends last: from the node that ends last, back through the dependency that ended last.
let node: SimNode | undefined = [...timings.entries()].sort((a, b) => b[1].endTime - a[1].endTime)[0]?.[0];
const chain: SimNode[] = [];
while (node) {
  chain.unshift(node);
  node = node.getDependencies().filter((dependency) => timings.has(dependency)).sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0];
}
const span = (n: SimNode) => `${timings.get(n)!.startTime.toFixed(0).padStart(5)} → ${timings.get(n)!.endTime.toFixed(0).padStart(5)} ms`;
console.log('\nthe chain that ends last (pessimistic graph):');
for (const link of chain) console.log(`  ${span(link)}  ${describe(link)}`);
const requests = [...timings.keys()].filter((n) => n.type === 'network').sort((a, b) => timings.get(a)!.startTime - timings.get(b)!.startTime);
const kilobytes = requests.reduce((sum, n) => sum + (n.request?.transferSize ?? 0), 0) / 1024;
console.log(`\nevery request before the LCP (${requests.length}, ${kilobytes.toFixed(0)} KB):`);
for (const request of requests) console.log(`  ${span(request)}  ${describe(request)}`);
