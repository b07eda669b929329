import type { Permission } from '@store/shared/constants';
import type { Address, User } from '@store/shared/schemas/auth';
import type { Selectable } from 'kysely';
import type { Ctx } from '../../lib/context.ts';
import type { AddressesTable, UsersTable } from '../../db/types.ts';
import { notFound } from '../../lib/app-error.ts';

export function toAddress(row: Selectable<AddressesTable>): Address {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    isDefault: row.isDefault === 1,
  };
}

/** A user's addresses, default first, then in the order they were added. */
export async function listAddresses(ctx: Ctx, userId: string): Promise<Address[]> {
  const rows = await ctx.db
    .selectFrom('addresses')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toAddress);
}

/** The account as the storefront shows it: profile, addresses and preferences; never the hash. */
export async function loadUser(ctx: Ctx, userId: string): Promise<User> {
  const row: Selectable<UsersTable> | undefined = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('User not found', 'USER_NOT_FOUND');
  const [addresses, permissions] = await Promise.all([
    listAddresses(ctx, userId),
    ctx.db.selectFrom('userPermissions').select('permission').where('userId', '=', userId).execute(),
  ]);
  return {
    _id: row.id,
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    avatar: row.avatar,
    role: row.role,
    permissions: permissions.map((p) => p.permission as Permission),
    createdAt: row.createdAt,
    addresses,
    preferences: {
      language: row.prefLanguage,
      newsletter: row.prefNewsletter === 1,
      notifications: { email: row.prefNotifyEmail === 1, sms: row.prefNotifySms === 1 },
    },
  };
}
