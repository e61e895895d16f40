import { createHmac, timingSafeEqual } from 'node:crypto';

export type RawDataKind = 'licenses' | 'offers';

/** What a download link carries: who asked, for which file, with which premium right, until when. */
export interface DownloadClaims {
  /** The user's subject (secure id). */
  sub: string;
  kind: RawDataKind;
  fileId: number;
  premium: boolean;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Links are for "click and save now": a leaked link is useless after a few minutes. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

export type TokenCheck = { ok: true; claims: DownloadClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** HMAC-SHA256-signed, URL-safe tokens: base64url(JSON claims) + '.' + base64url(signature). */
export function createDownloadTokens(secret: string) {
  // A key of its own, derived from the server secret, so a download token can never pass as anything else.
  const key = createHmac('sha256', secret).update('insights raw data download links v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(claims: Omit<DownloadClaims, 'exp'>, now = Date.now()): string {
      const full: DownloadClaims = { ...claims, exp: Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS };
      const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify(token: string, now = Date.now()): TokenCheck {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      let claims: DownloadClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DownloadClaims;
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}

export type DownloadTokens = ReturnType<typeof createDownloadTokens>;
