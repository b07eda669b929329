import type { AdminUserFilters } from '@store/shared/schemas/admin-users';
import { sql } from 'kysely';
import type { CsvValue } from '../../../lib/csv.ts';
import type { Ctx } from '../../../lib/context.ts';
import { adminUsersQuery } from '../users/admin-users-read.service.ts';
import { type Keyset, keysetPages } from './keyset-pages.ts';

/**
 * The users CSV's columns. Chosen one by one: a password hash or a token version never leaves the
 * database, whatever columns the table gains later.
 */
export const USER_CSV_HEADER = [
  'User ID',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Role',
  'Permissions',
  'Active',
  'Language',
  'Date of Birth',
  'Gender',
  'Registered At (UTC)',
  'Last Login (UTC)',
] as const;

/** One page of the accounts the users list's filters match, after `after`, newest first. */
function readUsers(ctx: Ctx, filters: AdminUserFilters, after: Keyset | null, size: number) {
  return adminUsersQuery(ctx.db, filters)
    .select((eb) => [
      'u.id',
      sql<string>`cast(${eb.ref('u.createdAt')} as text)`.as('keyAt'),
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.phone',
      'u.role',
      'u.isActive',
      'u.prefLanguage',
      'u.dateOfBirth',
      'u.gender',
      'u.createdAt',
      'u.lastLoginAt',
    ])
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('u.createdAt', '<', after!.at),
          eb.and([eb('u.createdAt', '=', after!.at), eb('u.id', '<', after!.id)]),
        ]),
      ),
    )
    .orderBy('u.createdAt', 'desc')
    .orderBy('u.id', 'desc')
    .limit(size)
    .execute();
}

/** Every account the filters match, newest first, as CSV rows, a page at a time. */
export async function* userCsvRows(ctx: Ctx, filters: AdminUserFilters): AsyncGenerator<CsvValue[][]> {
  for await (const page of keysetPages((after, size) => readUsers(ctx, filters, after, size))) {
    const grants = await ctx.db
      .selectFrom('userPermissions')
      .select(['userId', 'permission'])
      .where(
        'userId',
        'in',
        page.map((u) => u.id),
      )
      .orderBy('permission')
      .execute();
    const permissions = new Map<string, string[]>();
    for (const { userId, permission } of grants) {
      permissions.set(userId, [...(permissions.get(userId) ?? []), permission]);
    }
    yield page.map((u) => [
      u.id,
      u.firstName,
      u.lastName,
      u.email,
      u.phone,
      u.role,
      (permissions.get(u.id) ?? []).join(' '),
      u.isActive === 1 ? 'yes' : 'no',
      u.prefLanguage,
      u.dateOfBirth,
      u.gender,
      u.createdAt,
      u.lastLoginAt,
    ]);
  }
}
