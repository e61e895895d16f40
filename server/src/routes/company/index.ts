import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { registerCompanyList } from './list.js';
import { registerCompanyDetail } from './detail.js';
import { registerCompanyAliases } from './aliases.js';
import { registerMergeAndFollow } from './mergeAndFollow.js';

/** The /api/company calls of spec 1 §7 (list, detail, aliases, related, follow, merge). */
export function registerCompanyRoutes(app: FastifyInstance, db: Db): void {
  registerCompanyList(app, db);
  registerCompanyDetail(app, db);
  registerCompanyAliases(app, db);
  registerMergeAndFollow(app, db);
  // Fresh planner statistics after the seed: without them PGlite plans the list as if the tables were empty. And a
  // vacuum: the seed's license inserts rewrite every company row (their license counts, migration 013), and PGlite
  // has no autovacuum to clear the old row versions the list's index scans would otherwise step over. One statement
  // per call: VACUUM cannot run inside the transaction a multi-statement string makes.
  app.addHook('onReady', async () => {
    await db.exec('vacuum (analyze) companies, licenses, aliases, contacts, follows');
  });
}
