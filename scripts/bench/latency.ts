export interface LatencyCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Sequential requests after a short warm-up, so the figures are per request, not throughput. */
export async function measure(baseUrl: string, token: string, c: LatencyCase, requests = 300) {
  const send = async () => {
    const res = await fetch(baseUrl + c.path, {
      method: c.method,
      headers: { authorization: `Bearer ${token}`, ...(c.body ? { 'content-type': 'application/json' } : {}) },
      body: c.body ? JSON.stringify(c.body) : undefined,
    });
    if (!res.ok) throw new Error(`${c.name}: HTTP ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 10; i++) await send();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await send();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: requests };
}
