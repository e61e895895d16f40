/**
 * Vitest global set-up of the `server` and `server-pg` projects: migrates and seeds one database before the first
 * test file, and every test server of the run starts from a copy of it (startTestServer) instead of migrating and
 * seeding its own: a PGlite data folder copied file by file, or a PostgreSQL database made with
 * `CREATE DATABASE … TEMPLATE`. Each test still gets a database of its own, fresh and seeded exactly as a first start
 * seeds it; only the work of making it is done once (docs/decisions/0035-seeded-template-for-server-tests.md).
 * Tests that ask for another seed scale or their own database URL or data folder start empty, as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app.js';
import { onServer } from './testServer.js';

/** Read by startTestServer (and so by every worker, which inherits the environment of this process). */
export const PGLITE_TEMPLATE_ENV = 'INSIGHTS_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'INSIGHTS_TEST_POSTGRES_TEMPLATE';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const serverUrl = project.name === 'server-pg' ? process.env.TEST_DATABASE_URL : undefined;
  if (serverUrl) {
    const name = `insights_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const built = await buildApp({ logger: false, databaseUrl: url.toString(), publicUrl: 'http://127.0.0.1:1' });
    await built.close();
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    console.log(`seeded template database ${name} in ${Date.now() - started} ms`);
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'insights-template-'));
  const built = await buildApp({ logger: false, dataDir: dir, publicUrl: 'http://127.0.0.1:1' });
  await built.close();
  process.env[PGLITE_TEMPLATE_ENV] = dir;
  console.log(`seeded template data folder in ${Date.now() - started} ms`);
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
