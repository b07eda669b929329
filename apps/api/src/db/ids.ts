import { createHash, randomBytes } from 'node:crypto';

/**
 * Ids are 24 hex characters: 4 bytes of seconds since the epoch, then 8 random bytes, so they sort
 * roughly by creation time and look like the `_id`s the storefront client was written against.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** A stable id derived from a name, so the seed gives the same ids on every run (idempotent seeding). */
export function stableId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 24);
}
