import type { APIRequestContext } from '@playwright/test';
import type { Permission } from '@store/shared/constants';
import { adminUserDeleteResponseSchema, adminUserResponseSchema } from '@store/shared/schemas/admin-users';
import { accountApi, newCustomer, type Customer } from './account-pages.ts';
import { adminApi } from './admin-pages.ts';

/*
 * Staff accounts of a journey's own: signed up as customers, then made admins by a superadmin through
 * PUT /api/admin/users/{id}, so a journey may grant, sign in and sign out without touching the seeded
 * staff. Deleted again afterwards, since journeys share one database.
 */

export interface StaffAccount extends Customer {
  id: string;
}

/** A new admin holding exactly `permissions`, made by the superadmin's token. */
export async function newAdmin(
  request: APIRequestContext,
  superadminToken: string,
  tag: string,
  permissions: Permission[] = [],
): Promise<StaffAccount> {
  const account = newCustomer(tag, 'Grace', 'Hopper');
  const { user } = await accountApi.register(request, account);
  await adminApi.call(
    request,
    superadminToken,
    'PUT',
    `/users/${user.id}`,
    (body) => adminUserResponseSchema.parse(body),
    { role: 'admin', permissions },
  );
  return { ...account, id: user.id };
}

/** Removes a journey's own account (DELETE /api/admin/users/{id}). */
export async function deleteUser(request: APIRequestContext, superadminToken: string, id: string) {
  await adminApi.call(request, superadminToken, 'DELETE', `/users/${id}`, (body) =>
    adminUserDeleteResponseSchema.parse(body),
  );
}
