import { jwtVerify, SignJWT } from 'jose';
import { createSecretKey, type KeyObject } from 'node:crypto';

const ALGORITHM = 'HS256';
const ISSUER = 'e-commerce-store';
const AUDIENCE = 'e-commerce-store';
/** How long a token (and the session row it names) lasts: 7 days. */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  /** user id */
  sub: string;
  /**
   * the user's token version when signed; a bump (password change, sign out everywhere, deactivation)
   * revokes every token of the user at once
   */
  tv: number;
  /** the session (user_sessions row) the token belongs to; signing out deletes that row only */
  sid: string;
}

const keys = new Map<string, KeyObject>();

/**
 * The signing key of a secret, made once: handed raw bytes, jose imports a new key on every call, a
 * cost every signed-in request paid.
 */
function key(secret: string): KeyObject {
  let made = keys.get(secret);
  if (!made) {
    made = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, made);
  }
  return made;
}

/** Signs the token of one session of a user, valid until `expiresAt`. */
export async function signToken(claims: TokenClaims, expiresAt: Date, secret: string): Promise<string> {
  return new SignJWT({ tv: claims.tv, sid: claims.sid })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/**
 * Verifies signature, algorithm (only HS256: `alg: none` and key confusion are refused), issuer,
 * audience and expiry. Returns null for any invalid token.
 */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const { sub, tv, sid } = payload;
    // A token from before sessions existed names none: it is refused, and its holder signs in again.
    if (typeof sub !== 'string' || typeof tv !== 'number' || typeof sid !== 'string') return null;
    return { sub, tv, sid };
  } catch {
    return null;
  }
}
