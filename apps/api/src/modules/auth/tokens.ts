import { jwtVerify, SignJWT } from 'jose';
import { createSecretKey, type KeyObject } from 'node:crypto';

const ALGORITHM = 'HS256';
const ISSUER = 'e-commerce-store';
const AUDIENCE = 'e-commerce-store';
export const TOKEN_LIFETIME = '7d';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** the user's token version when signed; a bump (logout, password change) revokes the token */
  tv: number;
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

/** Signs a session token for a user. */
export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  return new SignJWT({ tv: claims.tv })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
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
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
    return { sub: payload.sub, tv: payload.tv };
  } catch {
    return null;
  }
}
