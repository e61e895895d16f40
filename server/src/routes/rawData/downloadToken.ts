import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { RAW_DATA_KINDS } from '../../../../contract/rawData/schemas.js';

/** What a download link carries: who asked (sub), for which file, with which premium right, until when (exp). */
const downloadClaims = z.object({
  sub: z.string().min(1),
  kind: z.enum(RAW_DATA_KINDS),
  fileId: z.number().int(),
  premium: z.boolean(),
  exp: z.number().int(),
});
export type DownloadClaims = z.output<typeof downloadClaims>;

type TokenCheck = { ok: true; claims: DownloadClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Links are for "click and save now": a leaked link is useless after a few minutes. */
const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

const AUDIENCE = 'insights-raw-data-download';

/** HS256 compact JWS (a JWT) bound to the user who asked, valid DOWNLOAD_LINK_TTL_SECONDS. */
export function createDownloadTokens(secret: string) {
  // A key of its own, derived from the server secret, so a download token can never pass as anything else.
  const key = createHmac('sha256', secret).update('insights raw data download links v1').digest();

  return {
    async issue(claims: Omit<DownloadClaims, 'exp'>): Promise<string> {
      return new SignJWT({ kind: claims.kind, fileId: claims.fileId, premium: claims.premium })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setSubject(claims.sub)
        .setExpirationTime(Math.floor(Date.now() / 1000) + DOWNLOAD_LINK_TTL_SECONDS)
        .sign(key);
    },
    async verify(token: string): Promise<TokenCheck> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
        // The signature proves who wrote the claims, not their shape: a token of another version must not pass.
        const claims = downloadClaims.safeParse(payload);
        return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'invalid' };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
