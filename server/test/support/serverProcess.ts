import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { COMPANIES_ENDPOINTS } from '../../../contract/companies/endpoints.js';
import { until } from './until.js';

/** `server/src/main.ts` as its own process: what `npm start` runs, on a small PGlite seed in `dataDir`. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code once its output is all read ('close', not 'exit': "Insights stopped" may still be unread at 'exit'). */
  exited: Promise<number | null>;
}

/** Starts the server on `port` and waits until it says it is running (or has exited). */
export async function startServerProcess(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DATABASE_URL: '', SEED_SCALE: '0.2',
      EXPIRY_CHECK_MS: '0', LOG_REQUESTS: '', LOG_LEVEL: '', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  await until(() => output.includes('Insights is running at') || child.exitCode !== null, `server start\n${output}`, 150_000);
  return { child, baseUrl, output: () => output, exited };
}

/**
 * A company search in flight: its headers sent (the server has answered 100 Continue) and only the first half of its
 * body. `request.end(rest)` completes it; until then the server cannot finish it. Without `agent` its connection is
 * not kept alive (`Connection: close`); a keep-alive agent makes it a browser's or `fetch`'s.
 */
export async function requestInFlight(baseUrl: string, accessToken: string, agent: http.Agent | false = false): Promise<{ request: http.ClientRequest; rest: string }> {
  const body = JSON.stringify({ PageNumber: 1, PageSize: 5, SearchTerm: '' });
  const half = Math.floor(body.length / 2);
  let continued = false;
  const request = http.request(`${baseUrl}${COMPANIES_ENDPOINTS.list}`, {
    method: 'POST',
    agent,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  request.on('continue', () => (continued = true));
  request.flushHeaders();
  await until(() => continued, '100 Continue');
  request.write(body.slice(0, half));
  return { request, rest: body.slice(half) };
}
