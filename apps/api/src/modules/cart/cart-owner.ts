import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { badRequest } from '../../lib/app-error.ts';
import { guestSessionId } from '../../lib/guest-session.ts';

/** Whose cart a request works on: a signed-in user's, or a guest session's. */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'guest'; sessionId: string };

/**
 * The cart owner of a request: the user of a valid token, else the guest named by x-session-id.
 * Never an id from the body or the query, so nobody can name someone else's cart.
 */
export function cartOwnerOf(request: FastifyRequest): CartOwner {
  if (request.user) return { kind: 'user', userId: request.user.id };
  const sessionId = guestSessionId(request);
  if (!sessionId) {
    throw badRequest(
      'Please sign in, or send a guest session id (x-session-id: guest-<timestamp>-<random>)',
      'SESSION_REQUIRED',
    );
  }
  return { kind: 'guest', sessionId };
}

/** The owner's cart id, or undefined when they have none yet (carts are made on first write). */
export async function findCartId(db: Db, owner: CartOwner): Promise<string | undefined> {
  const query = db.selectFrom('carts').select('id');
  const row = await (
    owner.kind === 'user'
      ? query.where('userId', '=', owner.userId)
      : query.where('sessionId', '=', owner.sessionId).where('userId', 'is', null)
  ).executeTakeFirst();
  return row?.id;
}

/** The owner's cart id, creating the cart when needed (the unique owner columns settle a race). */
export async function ensureCartId(db: Db, owner: CartOwner): Promise<string> {
  const existing = await findCartId(db, owner);
  if (existing) return existing;
  const now = nowIso();
  await db
    .insertInto('carts')
    .values({
      id: newId(),
      userId: owner.kind === 'user' ? owner.userId : null,
      sessionId: owner.kind === 'guest' ? owner.sessionId : null,
      couponCode: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const id = await findCartId(db, owner);
  if (!id) throw new Error('cart could not be created');
  return id;
}
