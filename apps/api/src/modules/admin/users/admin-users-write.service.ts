import type { Permission } from '@store/shared/constants';
import type { AdminUser } from '@store/shared/schemas/admin-users';
import { sql } from 'kysely';
import { needsRowLocks, nowIso } from '../../../db/dialect.ts';
import { callerId, type Ctx } from '../../../lib/context.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type AccountState, permissionsRefusal, refusalOf } from './admin-user-rules.ts';
import { getAdminUser, userNotFound } from './admin-users-read.service.ts';
import { anonymiseUser, eraseTraces } from './anonymise-user.ts';

export interface UserUpdateInput {
  role: AccountState['role'];
  permissions?: Permission[] | undefined;
  isActive?: boolean | undefined;
}

/**
 * Ids of the active superadmins, locked until the transaction ends on PostgreSQL (SQLite runs one
 * writer at a time): two superadmins demoting each other at once are taken one after the other, so
 * the second sees the first's change and at least one superadmin always remains.
 */
async function lockActiveSuperadmins(ctx: Ctx): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'superadmin')
    .where('isActive', '=', 1)
    .where('anonymisedAt', 'is', null)
    .orderBy('id')
    .$if(needsRowLocks(ctx.db), (q) => q.forUpdate())
    .execute();
  return rows.map((row) => row.id);
}

/** The account a change is about, locked, as the rules see it; 404 when it is unknown or anonymised. */
async function lockAccount(ctx: Ctx, id: string): Promise<AccountState> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'role', 'isActive'])
    .where('id', '=', id)
    .where('anonymisedAt', 'is', null)
    .$if(needsRowLocks(ctx.db), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw userNotFound();
  const permissions = await ctx.db
    .selectFrom('userPermissions')
    .select('permission')
    .where('userId', '=', id)
    .execute();
  return {
    id: row.id,
    role: row.role,
    isActive: row.isActive === 1,
    permissions: permissions.map((p) => p.permission as Permission).sort(),
  };
}

/** Reads the caller, the superadmins and the target in the transaction and applies the rules. */
async function checkChange(ctx: Ctx, id: string, next: (target: AccountState) => AccountState | null) {
  const actorId = callerId(ctx);
  const activeSuperadmins = await lockActiveSuperadmins(ctx);
  const target = await lockAccount(ctx, id);
  const actor = {
    id: actorId,
    // The role as it is now: a superadmin demoted a moment ago no longer acts as one.
    isSuperadmin: activeSuperadmins.includes(actorId),
    permissions: ctx.user?.permissions ?? [],
  };
  const after = next(target);
  const refusal = refusalOf({ actor, target, next: after, activeSuperadmins });
  if (refusal) throw refusal;
  return { target, after };
}

const audited = (state: AccountState) => ({
  role: state.role,
  permissions: state.permissions,
  isActive: state.isActive,
});

/**
 * PUT /api/admin/users/{id}: role, permissions and active state, under the rules of admin-user-rules.
 * Deactivating revokes the account's tokens at once (its token version moves on).
 */
export async function updateAdminUser(ctx: Ctx, id: string, input: UserUpdateInput): Promise<AdminUser> {
  const malformed = permissionsRefusal(input.role, input.permissions);
  if (malformed) throw malformed;
  const { target, after } = await checkChange(ctx, id, (current) => ({
    id: current.id,
    role: input.role,
    isActive: input.isActive ?? current.isActive,
    // A demotion to customer drops the permissions: a later promotion starts from none, not forgotten ones.
    permissions: input.role === 'user' ? [] : [...(input.permissions ?? current.permissions)].sort(),
  }));
  if (!after) throw new Error('an update always has a next state');
  const deactivated = target.isActive && !after.isActive;
  await ctx.db
    .updateTable('users')
    .set({
      role: after.role,
      isActive: after.isActive ? 1 : 0,
      updatedAt: nowIso(),
      ...(deactivated ? { tokenVersion: sql<number>`token_version + 1` } : {}),
    })
    .where('id', '=', id)
    .execute();
  if (after.permissions.join() !== target.permissions.join()) {
    await ctx.db.deleteFrom('userPermissions').where('userId', '=', id).execute();
    if (after.permissions.length > 0) {
      await ctx.db
        .insertInto('userPermissions')
        .values(after.permissions.map((permission) => ({ userId: id, permission })))
        .execute();
    }
  }
  await recordAudit(ctx, {
    action: 'user.update',
    entityType: 'user',
    entityId: id,
    before: audited(target),
    after: audited(after),
  });
  return getAdminUser(ctx, id);
}

/**
 * DELETE /api/admin/users/{id}: an account no order refers to is deleted (its addresses, cart,
 * favourites… go with it); one with orders is anonymised, so the orders keep their history.
 */
export async function deleteAdminUser(ctx: Ctx, id: string): Promise<'deleted' | 'anonymised'> {
  const { target } = await checkChange(ctx, id, () => null);
  const ordered = await ctx.db.selectFrom('orders').select('id').where('userId', '=', id).executeTakeFirst();
  const outcome = ordered ? 'anonymised' : 'deleted';
  if (ordered) await anonymiseUser(ctx, id);
  else {
    await eraseTraces(ctx, id);
    await ctx.db.deleteFrom('users').where('id', '=', id).execute();
  }
  // The person's name and e-mail stay out of the log too: erasing them is the point.
  await recordAudit(ctx, {
    action: ordered ? 'user.anonymise' : 'user.delete',
    entityType: 'user',
    entityId: id,
    before: { ...audited(target), anonymised: false },
    after: ordered ? { role: 'user', permissions: [], isActive: false, anonymised: true } : null,
  });
  return outcome;
}
