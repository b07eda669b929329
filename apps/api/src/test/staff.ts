import type { Permission } from '@store/shared/constants';
import type { FastifyInstance } from 'fastify';
import { registerShopper, type Shopper } from './shoppers.ts';

/** Staff accounts for the admin suites: a role and a set of permissions, signed in. */

/**
 * A new account with the given role and permissions, signed in. The API reads the role and the
 * permissions from the database on every call, so the token taken at sign-up already acts as staff.
 */
export async function signInStaff(
  app: FastifyInstance,
  role: 'user' | 'admin' | 'superadmin',
  permissions: readonly Permission[] = [],
): Promise<Shopper> {
  const account = await registerShopper(app);
  await app.db.updateTable('users').set({ role }).where('id', '=', account.id).execute();
  if (permissions.length > 0) {
    await app.db
      .insertInto('userPermissions')
      .values(permissions.map((permission) => ({ userId: account.id, permission })))
      .execute();
  }
  return account;
}
