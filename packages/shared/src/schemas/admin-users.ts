import { z } from 'zod';
import { ADDRESS_TYPES, GENDERS, PERMISSIONS, ROLES } from '../constants.ts';
import { adminPageQuerySchema, adminPaginationSchema } from './admin-common.ts';
import { idSchema } from './common.ts';
import { text } from './text.ts';

/** Users Management (admin §2, §3 User, §5 User edit, §6 roles and permissions, §7 user calls). */

/** The spec's texts (§5, §8); the server answers the first, the screen shows the others. */
export const USER_MESSAGES = {
  roleRequired: 'Please select a role',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user.',
} as const;

/** A query-string boolean: 'true'/'1' or 'false'/'0'; absent or empty means no filter. */
export const adminQueryBoolean = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => (v === '' ? undefined : v === 'true' || v === '1'));

/**
 * The filters of the user list, shared by GET /api/admin/users and the users CSV export
 * (GET /api/admin/export/users): both narrow the same way.
 */
export const adminUserFiltersSchema = z.object({
  /** Part of the first name, last name, full name or e-mail, any case. */
  search: text().trim().max(100).optional(),
  /** One role; empty means every role. */
  role: z.enum([...ROLES, '']).optional(),
  isActive: adminQueryBoolean.optional(),
});
export type AdminUserFilters = z.output<typeof adminUserFiltersSchema>;

/** GET /api/admin/users: 20 a page, newest accounts first. */
export const adminUsersQuerySchema = adminPageQuerySchema.extend(adminUserFiltersSchema.shape);
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserParamsSchema = z.object({ id: idSchema });

export const adminUserAddressSchema = z.object({
  type: z.enum(ADDRESS_TYPES),
  isDefault: z.boolean(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/** A user as the admin sees them (admin §3 User); never the password hash. */
export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The last successful sign-in; null when the user never signed in. */
  lastLogin: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  addresses: z.array(adminUserAddressSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(adminUserSchema),
  pagination: adminPaginationSchema,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/**
 * PUT /api/admin/users/{id} (admin §7): role, permissions and active state. Fields left out stay as
 * they are. A customer (role user) holds no permissions: they are cleared with the role.
 */
export const adminUserUpdateSchema = z.object({
  role: z.enum(ROLES, { error: USER_MESSAGES.roleRequired }),
  permissions: z
    .array(z.enum(PERMISSIONS))
    .max(PERMISSIONS.length)
    .transform((list) => [...new Set(list)])
    .optional(),
  isActive: z.boolean().optional(),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

export const adminUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserSchema,
});
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/**
 * DELETE /api/admin/users/{id}: 'deleted' when nothing refers to the account; 'anonymised' when
 * orders do: the account stays as an empty, inactive shell so that the orders keep their history.
 */
export const adminUserDeleteResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.enum(['deleted', 'anonymised']),
  message: z.string(),
});
export type AdminUserDeleteResponse = z.infer<typeof adminUserDeleteResponseSchema>;
