import type { Queryable } from '../db/db.js';
import type { AuditAction } from '../../../contract/users/constants.js';

/** Who acted: the signed-in user of an admin call, or the account holder on the set-password page. */
export interface AuditActor {
  secureId: string;
  email: string;
  name: string;
}

export interface AuditTarget {
  id: number;
  secureId: string;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  actor: AuditActor;
  clientId?: string | null;
  target?: AuditTarget | null;
  detail?: string | null;
}

/** Writes one audit record; call it inside the transaction of the change it records. */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  const { actor, target } = entry;
  await db.query(
    `insert into audit_log (action, actor_user_id, actor_secure_id, actor_email, actor_name, client_id,
                            target_user_id, target_secure_id, target_email, detail)
     values ($1, (select id from users where secure_id = $2::uuid), $2::uuid, $3, $4, $5::uuid, $6, $7::uuid, $8, $9)`,
    [
      entry.action, actor.secureId, actor.email, actor.name, entry.clientId ?? null,
      target?.id ?? null, target?.secureId ?? null, target?.email ?? null, entry.detail ?? null,
    ],
  );
}
