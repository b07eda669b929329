import type { ChangePasswordBody, LoginBody, RegisterBody } from '@store/shared/schemas/auth';
import { nowIso } from '../../db/dialect.ts';
import { newId } from '../../db/ids.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/app-error.ts';
import { callerId, type Ctx } from '../../lib/context.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';

export interface HashCost {
  N: number;
}

/** Signs in by e-mail and password; the same refusal for an unknown e-mail and a wrong password. */
export async function authenticateUser(
  ctx: Ctx,
  body: LoginBody,
  cost: HashCost,
): Promise<{ id: string; tokenVersion: number }> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'isActive', 'tokenVersion'])
    .where('email', '=', body.email)
    .executeTakeFirst();
  // An unknown e-mail still costs one hash, so timing does not tell which accounts exist.
  const stored = row?.passwordHash ?? (await dummyHash(cost));
  const ok = await verifyPassword(body.password, stored);
  if (!row || !ok) throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  if (row.isActive !== 1) {
    throw new AppError(403, 'ACCOUNT_DISABLED', 'This account has been deactivated. Please contact support.');
  }
  await ctx.db.updateTable('users').set({ lastLoginAt: nowIso() }).where('id', '=', row.id).execute();
  return { id: row.id, tokenVersion: row.tokenVersion };
}

let dummy: { cost: number; hash: Promise<string> } | null = null;
function dummyHash(cost: HashCost): Promise<string> {
  if (dummy?.cost !== cost.N) dummy = { cost: cost.N, hash: hashPassword('not-a-real-password', cost) };
  return dummy.hash;
}

function refuseCommon(password: string, email?: string): void {
  if (isCommonPassword(password, email)) throw badRequest(COMMON_PASSWORD, 'WEAK_PASSWORD');
}

/**
 * Creates a customer account (role user, never anything else) that keeps the language it was created
 * in (the context's); 409 when the e-mail is taken.
 */
export async function registerUser(
  ctx: Ctx,
  body: RegisterBody,
  cost: HashCost,
): Promise<{ id: string; tokenVersion: number }> {
  refuseCommon(body.password, body.email);
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirst();
  if (taken) throw emailTaken();
  const id = newId();
  const now = nowIso();
  const result = await ctx.db
    .insertInto('users')
    .values({
      id,
      email: body.email,
      passwordHash: await hashPassword(body.password, cost),
      firstName: body.firstName,
      lastName: body.lastName,
      phone: null,
      dateOfBirth: null,
      gender: null,
      avatar: null,
      prefLanguage: ctx.lang,
      lastLoginAt: now,
      createdAt: now,
      updatedAt: now,
    })
    // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same 409.
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw emailTaken();
  return { id, tokenVersion: 0 };
}

function emailTaken(): AppError {
  return conflict('An account with this e-mail already exists. Please sign in instead.', 'EMAIL_TAKEN');
}

/**
 * Checks the current password, stores the new one and bumps the token version in the same statement,
 * so every token issued so far stops working at once (the caller then ends the sessions and opens a
 * new one). The slow hash is computed before the write, never inside a transaction.
 */
export async function changePassword(ctx: Ctx, body: ChangePasswordBody, cost: HashCost): Promise<number> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['email', 'passwordHash'])
    .where('id', '=', callerId(ctx))
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
    throw badRequest('Current password is incorrect', 'WRONG_PASSWORD');
  }
  if (body.newPassword === body.currentPassword) {
    throw badRequest('The new password must differ from the current one', 'SAME_PASSWORD');
  }
  refuseCommon(body.newPassword, row.email);
  const passwordHash = await hashPassword(body.newPassword, cost);
  const changed = await ctx.db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1), passwordHash, updatedAt: nowIso() }))
    .where('id', '=', callerId(ctx))
    .returning('tokenVersion')
    .executeTakeFirstOrThrow();
  return changed.tokenVersion;
}
