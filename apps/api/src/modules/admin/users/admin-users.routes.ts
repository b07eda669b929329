import { adminErrorResponses } from '@store/shared/schemas/admin-common';
import {
  adminUserDeleteResponseSchema,
  adminUserParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminUserUpdateSchema,
} from '@store/shared/schemas/admin-users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, withTransaction } from '../../../lib/context.ts';
import { listAdminUsers } from './admin-users-read.service.ts';
import { deleteAdminUser, updateAdminUser } from './admin-users-write.service.ts';

const config = { access: 'manage_users' } as const;
const tags = ['admin'];
const errors = adminErrorResponses;
const RULES =
  'Only a superadmin grants or removes the admin and superadmin roles and the manage_users permission, ' +
  'or changes a staff account’s access; an admin grants only permissions they hold. Nobody demotes, ' +
  'deactivates or deletes themselves or the last active superadmin (409); a superadmin is never deleted. ' +
  'Only staff accounts carry permissions: a customer sent some answers 400 PERMISSIONS_STAFF_ONLY.';

/** Users Management (admin §7): the user list, role / permissions / active changes, deletion. */
export default async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users',
    {
      config,
      schema: {
        tags,
        summary: 'Users, newest first, 20 a page, by name or e-mail, role and active state',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => listAdminUsers(ctxOf(request), request.query),
  );

  r.put(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a user’s role, permissions and active state',
        description: `${RULES} Deactivating signs the user out everywhere at once.`,
        params: adminUserParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await withTransaction(ctxOf(request), (ctx) =>
        updateAdminUser(ctx, request.params.id, request.body),
      );
      return { success: true as const, message: 'User updated successfully', user };
    },
  );

  r.delete(
    '/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a user, or anonymise them when orders refer to them',
        description: `${RULES} An account with orders loses its personal data and stays, inactive, so the orders keep their history.`,
        params: adminUserParamsSchema,
        response: { 200: adminUserDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await withTransaction(ctxOf(request), (ctx) => deleteAdminUser(ctx, request.params.id));
      const message =
        outcome === 'deleted'
          ? 'User deleted'
          : 'User anonymised: their orders are kept, their personal data is gone';
      return { success: true as const, outcome, message };
    },
  );
}
