import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Lifetime of a chart token; the widgets renew it a minute before it ends. */
export const EC_TOKEN_TTL_SECONDS = 1800;
const ISSUER = 'insights';
const AUDIENCE = 'insights-pricing';

export interface EcTokenClaims {
  /** The user (identity subject) it was issued to. */
  sub: string;
  /** The client (tenant) it is bound to. */
  clientId: string;
}

export interface EcTokenService {
  issue(claims: EcTokenClaims): Promise<{ access_token: string; expires_in: number }>;
  /** The claims of a valid, unexpired token; null otherwise. */
  verify(token: string | undefined): Promise<EcTokenClaims | null>;
}

/**
 * Chart tokens are short-lived HS256 JWTs signed with a key derived from the server's own secret, so only
 * this server can issue them and they survive a restart when the secret is kept in the data folder.
 */
export function createEcTokenService(secret: string): EcTokenService {
  const key = createHash('sha256').update(`insights-pricing-ec-token:${secret}`).digest();
  return {
    async issue({ sub, clientId }) {
      const access_token = await new SignJWT({ clientId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${EC_TOKEN_TTL_SECONDS}s`)
        .sign(key);
      return { access_token, expires_in: EC_TOKEN_TTL_SECONDS };
    },
    async verify(token) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.clientId !== 'string') return null;
        return { sub: payload.sub, clientId: payload.clientId };
      } catch {
        return null;
      }
    },
  };
}
