import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ORDER_LINK_DAYS } from '@store/shared/constants';

/**
 * A guest order's private link (issue 22). The order stores a random key; the link's token is the key
 * followed by its signature with the server's secret (no separator: a dot would make the storefront's
 * path look like a file name). So the token is unguessable (128 random bits), the
 * database alone cannot forge one (a leaked table of keys opens nothing), and the same token can be
 * given again (a repeated confirm, each e-mail) without the database ever holding it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 16 random bytes in base64url. */
const KEY_LENGTH = 22;

export function newAccessKey(): string {
  return randomBytes(16).toString('base64url');
}

export function accessExpiry(from: Date): string {
  return new Date(from.getTime() + ORDER_LINK_DAYS * DAY_MS).toISOString();
}

function signature(secret: string, key: string): string {
  return createHmac('sha256', secret).update(`order-link:${key}`).digest('base64url').slice(0, 32);
}

export function orderLinkToken(secret: string, key: string): string {
  return `${key}${signature(secret, key)}`;
}

/** The key a token names when its signature is right; null for anything else. */
export function accessKeyOf(secret: string, token: string): string | null {
  const key = token.slice(0, KEY_LENGTH);
  const given = token.slice(KEY_LENGTH);
  const expected = Buffer.from(signature(secret, key));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? key : null;
}

/** The storefront page of a private link. */
export function orderLinkPath(secret: string, key: string): string {
  return `/order/${orderLinkToken(secret, key)}`;
}
