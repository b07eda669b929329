import type { addressBodySchema } from '@store/shared/schemas/auth';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { flag, nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { callerId, type Ctx } from '../../lib/context.ts';

type AddressInput = z.output<typeof addressBodySchema>;

/** A generous cap: an address book, not a mailing list. */
export const MAX_ADDRESSES = 20;

const addressNotFound = () => notFound('Address not found', 'ADDRESS_NOT_FOUND');

/** Clears the user's current default so another address can take it (one default at most). */
async function clearDefault(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ isDefault: 0 })
    .where('userId', '=', userId)
    .where('isDefault', '=', 1)
    .execute();
}

/** The user's own address (whether it is the default); another user's id is simply not found. */
async function ownAddress(db: Db, userId: string, id: string): Promise<{ isDefault: 0 | 1 }> {
  const row = await db
    .selectFrom('addresses')
    .select('isDefault')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw addressNotFound();
  return row;
}

function fields(input: AddressInput) {
  return {
    type: input.type,
    street: input.street,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    country: input.country,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    phone: input.phone ?? null,
  };
}

/** Adds an address to the caller's book; the first one, or one marked default, becomes the default. */
export async function addAddress(ctx: Ctx, input: AddressInput): Promise<void> {
  const userId = callerId(ctx);
  const { n } = await ctx.db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_ADDRESSES) {
    throw new AppError(400, 'TOO_MANY_ADDRESSES', `You can keep at most ${MAX_ADDRESSES} addresses`, {
      max: MAX_ADDRESSES,
    });
  }
  const isDefault = input.isDefault === true || Number(n) === 0;
  if (isDefault) await clearDefault(ctx.db, userId);
  const now = nowIso();
  await ctx.db
    .insertInto('addresses')
    .values({
      id: newId(),
      userId,
      ...fields(input),
      isDefault: flag(isDefault),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** Replaces one of the caller's own addresses; another user's id is simply not found. */
export async function updateAddress(ctx: Ctx, id: string, input: AddressInput): Promise<void> {
  const userId = callerId(ctx);
  const current = await ownAddress(ctx.db, userId, id);
  // Unticking 'default' on the default address keeps it: a user with addresses always has one.
  const isDefault = input.isDefault === true || current.isDefault === 1;
  if (isDefault && current.isDefault !== 1) await clearDefault(ctx.db, userId);
  await ctx.db
    .updateTable('addresses')
    .set({ ...fields(input), isDefault: flag(isDefault), updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Deletes one of the caller's addresses; when it was the default, the oldest remaining one takes over. */
export async function deleteAddress(ctx: Ctx, id: string): Promise<void> {
  const userId = callerId(ctx);
  const current = await ownAddress(ctx.db, userId, id);
  await ctx.db.deleteFrom('addresses').where('id', '=', id).execute();
  if (current.isDefault !== 1) return;
  const next = await ctx.db
    .selectFrom('addresses')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
  if (next) await ctx.db.updateTable('addresses').set({ isDefault: 1 }).where('id', '=', next.id).execute();
}

/**
 * Checkout's "Save this address to my account": adds the address unless the book already has it (a
 * second checkout step must not add it twice) or is full (saving is a convenience, never a reason to
 * refuse a payment).
 */
export async function saveAddressOnce(
  ctx: Ctx,
  address: Pick<AddressInput, 'street' | 'city' | 'state' | 'zipCode' | 'country'> &
    Partial<Pick<AddressInput, 'firstName' | 'lastName' | 'phone'>>,
): Promise<void> {
  const userId = callerId(ctx);
  const existing = await ctx.db
    .selectFrom('addresses')
    .select(['street', 'city', 'zipCode'])
    .where('userId', '=', userId)
    .execute();
  const same = (a: { street: string; city: string; zipCode: string }) =>
    a.street.toLowerCase() === address.street.toLowerCase() &&
    a.city.toLowerCase() === address.city.toLowerCase() &&
    a.zipCode === address.zipCode;
  if (existing.length >= MAX_ADDRESSES || existing.some(same)) return;
  await addAddress(ctx, {
    type: 'home',
    street: address.street,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
    firstName: address.firstName || null,
    lastName: address.lastName || null,
    phone: address.phone || null,
  });
}
