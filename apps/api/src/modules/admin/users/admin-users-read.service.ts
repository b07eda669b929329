import type { Permission } from '@store/shared/constants';
import { adminPagination } from '@store/shared/schemas/admin-common';
import type { AdminUser, AdminUserFilters, AdminUsersResponse } from '@store/shared/schemas/admin-users';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { UsersTable } from '../../../db/types.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { Ctx } from '../../../lib/context.ts';
import { containsText } from '../../../lib/text-match.ts';

/**
 * The accounts the user list shows (anonymised ones are gone from it), narrowed by the list's
 * filters: part of the name or e-mail in any case (on SQLite, letters beyond ASCII only as typed, see
 * containsText), a role, the active state. The users CSV export
 * reads the same rows: `adminUsersQuery(db, filters).selectAll('u')`.
 */
export function adminUsersQuery(db: Db, filters: AdminUserFilters) {
  const { search, role, isActive } = filters;
  let query = db.selectFrom('users as u').where('u.anonymisedAt', 'is', null);
  if (search) {
    // The database folds the case of both sides, so they fold alike (see containsText).
    query = query.where((eb) =>
      eb.or([
        containsText(sql<string>`${eb.ref('u.firstName')} || ' ' || ${eb.ref('u.lastName')}`, search),
        containsText(eb.ref('u.email'), search),
      ]),
    );
  }
  if (role) query = query.where('u.role', '=', role);
  if (isActive !== undefined) query = query.where('u.isActive', '=', isActive ? 1 : 0);
  return query;
}

/** The admin's view of account rows, with their permissions and addresses (two queries for a page). */
async function toAdminUsers(db: Db, rows: readonly Selectable<UsersTable>[]): Promise<AdminUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [permissions, addresses] = await Promise.all([
    db.selectFrom('userPermissions').select(['userId', 'permission']).where('userId', 'in', ids).execute(),
    db
      .selectFrom('addresses')
      .select(['userId', 'type', 'isDefault', 'street', 'city', 'state', 'zipCode', 'country'])
      .where('userId', 'in', ids)
      .orderBy('isDefault', 'desc')
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    permissions: permissions
      .filter((p) => p.userId === row.id)
      .map((p) => p.permission as Permission)
      .sort(),
    isActive: row.isActive === 1,
    createdAt: row.createdAt,
    lastLogin: row.lastLoginAt,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    addresses: addresses
      .filter((a) => a.userId === row.id)
      .map(({ userId: _owner, isDefault, ...address }) => ({ ...address, isDefault: isDefault === 1 })),
  }));
}

/** One page of the user list, newest accounts first (admin §2 Users Management). */
export async function listAdminUsers(
  ctx: Ctx,
  filters: AdminUserFilters & { page: number; limit: number },
): Promise<AdminUsersResponse> {
  const { page, limit } = filters;
  const query = adminUsersQuery(ctx.db, filters);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll('u')
      .orderBy('u.createdAt', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    success: true,
    users: await toAdminUsers(ctx.db, rows),
    pagination: adminPagination(page, limit, Number(total)),
  };
}

/** One account as the admin sees it; 404 for an unknown or anonymised one. */
export async function getAdminUser(ctx: Ctx, id: string): Promise<AdminUser> {
  const row = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('anonymisedAt', 'is', null)
    .executeTakeFirst();
  const [user] = row ? await toAdminUsers(ctx.db, [row]) : [];
  if (!user) throw userNotFound();
  return user;
}

export const userNotFound = () => notFound('User not found', 'USER_NOT_FOUND');
