import type { Role } from '@store/shared/constants';
import { sql } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { CsvValue } from '../../../lib/csv.ts';
import type { Ctx } from '../../../lib/context.ts';
import { containsText } from '../../../lib/text-match.ts';
import { type Keyset, keysetPages } from './keyset-pages.ts';

/** The users list's filters (GET /api/admin/users): name or e-mail search, role, active state. */
export interface UserExportFilters {
  search?: string | undefined;
  role?: Role | undefined;
  isActive?: boolean | undefined;
}

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

/** Accounts as the users list filters them: part of the first, last or full name or the e-mail. */
function filteredUsers(db: Db, filters: UserExportFilters) {
  const search = filters.search?.trim() ?? '';
  return db
    .selectFrom('users as u')
    .$if(filters.role !== undefined, (q) => q.where('u.role', '=', filters.role!))
    .$if(filters.isActive !== undefined, (q) => q.where('u.isActive', '=', filters.isActive ? 1 : 0))
    .$if(search !== '', (q) =>
      q.where((eb) =>
        eb.or([
          containsText(eb.ref('u.email'), search),
          containsText(sql<string>`${eb.ref('u.firstName')} || ' ' || ${eb.ref('u.lastName')}`, search),
        ]),
      ),
    );
}

function readUsers(ctx: Ctx, filters: UserExportFilters, after: Keyset | null, size: number) {
  return filteredUsers(ctx.db, filters)
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
export async function* userCsvRows(ctx: Ctx, filters: UserExportFilters): AsyncGenerator<CsvValue[][]> {
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
