// The bench server in a child process at a lower CPU priority (serverChild.ts), for the Lighthouse section.
//
// Why: on this 2-core machine the server, its PGlite database, the TLS front and Lighthouse's own Node work shared one
// process with nothing between them and the browser being measured. A page's first reads of the API arrive during its
// longest tasks, and the server answering them took the CPU those tasks waited for: in the traces of 2026-12-03 a long
// task ran on the CPU for about half of its wall time, and Lighthouse counts the wall time, four times over. A phone
// never shares its CPU with the server it talks to; Lighthouse's own docs (docs/variability.md) name "client resource
// contention" as a high source of variance and ask for the tested page to have the machine to itself. A separate
// process at nice 10 is the nearest this one machine comes to a server on another: the server still answers every
// request (and the simulation uses its observed response times), but yields the CPU when the browser wants it.
import { fork } from 'node:child_process';
import type { BenchServer } from './support';

export type ServerProcess = Pick<BenchServer, 'baseUrl' | 'port' | 'spki' | 'close'> & {
  /** The niceness the child got (0 where lowering it was not permitted). */
  nice: number;
  pid: number;
};

export async function startServerProcess(opts: { tlsFront?: boolean; nice?: number; seedScale?: number } = {}): Promise<ServerProcess> {
  const child = fork('scripts/bench/serverChild.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_SERVER_TLS: opts.tlsFront ? '1' : '0',
      BENCH_SERVER_NICE: String(opts.nice ?? 10),
      BENCH_SERVER_SCALE: String(opts.seedScale ?? 1),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = await Promise.race([
    new Promise<{ baseUrl: string; port: number; spki?: string; nice: number }>((resolve) => child.once('message', (m) => resolve(m as never))),
    exited.then((code) => {
      throw new Error(`the bench server's process exited (${code}) before it listened`);
    }),
  ]);
  return {
    ...ready,
    pid: child.pid!,
    async close() {
      if (child.exitCode === null && child.connected) child.send('close');
      await exited;
    },
  };
}
