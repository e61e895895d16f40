import type { Db } from '../db/db.js';

/**
 * Failed sign-in throttling (ADR 0016). Failures are counted per account (the e-mail typed, whether or not such an
 * account exists, so the answer tells nothing about which accounts exist) and per client address, in the database so
 * every instance sees the same counts. From the third failure in a row an account's failed answers are slowed; at the
 * limit the account (or the address) is refused for a while, with a message saying how long. A correct password
 * resets the account's count, not the address's. Other accounts and other addresses are not affected.
 */
export interface ThrottlePolicy {
  /** Failures within `windowSeconds` that lock the account. */
  accountLimit: number;
  /** Failures within `windowSeconds` that lock the address (many accounts tried from one place). */
  addressLimit: number;
  windowSeconds: number;
  lockSeconds: number;
  /** Failures of one account after which each further failed answer waits (slowing guessing down). */
  slowAfter: number;
  /** Wait for the first slowed answer; doubles with each further failure up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  accountLimit: 5,
  addressLimit: 20,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  slowAfter: 2,
  baseDelayMs: 1000,
  maxDelayMs: 4000,
};

export function tooManyAttemptsMessage(minutes: number): string {
  const n = Math.max(1, Math.ceil(minutes));
  return `Too many failed sign-in attempts. Try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`;
}

/** How long the answer to an account's `failures`-th failure waits (0 = not slowed). */
export function failureDelayMs(failures: number, policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY): number {
  if (failures <= policy.slowAfter) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failures - policy.slowAfter - 1));
}

export function accountKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

export function addressKey(address: string): string {
  return `address:${address}`;
}

export interface Lock {
  /** Whole minutes until the lock ends (at least 1). */
  minutes: number;
}

export interface FailureOutcome {
  /** Set when this failure reached a limit: the account or address is now refused. */
  lock?: Lock;
  /** How long to hold the failed answer back. */
  delayMs: number;
}

export class SignInThrottle {
  constructor(
    private readonly db: Db,
    readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
  ) {}

  /** The lock in force for this account or this address, if any (checked before the password is). */
  async lockFor(email: string, address: string): Promise<Lock | undefined> {
    const { rows } = await this.db.query<{ seconds: number | string }>(
      `select max(extract(epoch from (locked_until - now()))) as seconds
       from sign_in_failures where key = any($1::text[]) and locked_until > now()`,
      [[accountKey(email), addressKey(address)]],
    );
    const seconds = rows[0]?.seconds;
    return seconds === null || seconds === undefined ? undefined : { minutes: Math.ceil(Number(seconds) / 60) };
  }

  /** Counts a failed sign-in for the account and the address; answers whether that locked either, and the delay. */
  async recordFailure(email: string, address: string): Promise<FailureOutcome> {
    const { windowSeconds, lockSeconds, accountLimit, addressLimit } = this.policy;
    const count = async (key: string, limit: number) => {
      const { rows } = await this.db.query<{ failures: number; seconds: number | string | null }>(
        `insert into sign_in_failures as f (key, failures, window_started_at, locked_until, expires_at)
         values ($1, 1, now(), case when 1 >= $2 then now() + make_interval(secs => $4) end, now() + make_interval(secs => greatest($3, $4)))
         on conflict (key) do update set
           failures = case when f.window_started_at <= now() - make_interval(secs => $3) then 1 else f.failures + 1 end,
           window_started_at = case when f.window_started_at <= now() - make_interval(secs => $3) then now() else f.window_started_at end,
           locked_until = case
             when (case when f.window_started_at <= now() - make_interval(secs => $3) then 1 else f.failures + 1 end) >= $2
               then greatest(f.locked_until, now() + make_interval(secs => $4))
             else f.locked_until end,
           expires_at = greatest(f.expires_at, now() + make_interval(secs => greatest($3, $4)))
         returning failures, extract(epoch from (locked_until - now())) as seconds`,
        [key, limit, windowSeconds, lockSeconds],
      );
      const row = rows[0]!;
      const seconds = row.seconds === null ? 0 : Number(row.seconds);
      return { failures: Number(row.failures), lockedSeconds: seconds > 0 ? seconds : 0 };
    };
    const byAccount = await count(accountKey(email), accountLimit);
    const byAddress = await count(addressKey(address), addressLimit);
    const lockedSeconds = Math.max(byAccount.lockedSeconds, byAddress.lockedSeconds);
    if (lockedSeconds > 0) return { lock: { minutes: Math.ceil(lockedSeconds / 60) }, delayMs: 0 };
    return { delayMs: failureDelayMs(byAccount.failures, this.policy) };
  }

  /** A correct password: the account starts from zero again (the address keeps its count). */
  async recordSuccess(email: string): Promise<void> {
    await this.db.query('delete from sign_in_failures where key = $1', [accountKey(email)]);
  }
}
