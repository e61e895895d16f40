import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { DIGEST_UNSUBSCRIBE_DAYS } from '../../../../contract/notifications/digest.js';

const AUDIENCE = 'insights-digest-unsubscribe';

type Check = { ok: true; userSecureId: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The digest's one-click unsubscribe links: an HS256 JWS (jose, like the download links) naming the user, valid
 * DIGEST_UNSUBSCRIBE_DAYS, under a key derived for this purpose alone so no other token passes as one.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('insights digest unsubscribe links v1').digest();
  return {
    issue(userSecureId: string, now = new Date()): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setSubject(userSecureId)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + DIGEST_UNSUBSCRIBE_DAYS * 86_400)
        .sign(key);
    },
    async verify(token: string): Promise<Check> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
        return typeof payload.sub === 'string' && payload.sub ? { ok: true, userSecureId: payload.sub } : { ok: false, reason: 'invalid' };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
