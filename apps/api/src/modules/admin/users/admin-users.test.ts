import type { ErrorCode } from '@store/shared/error-codes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Headers, registerShopper, type Shopper } from '../../../test/shoppers.ts';
import { signInStaff } from '../../../test/staff.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { RULE_MESSAGES as M } from './admin-user-rules.ts';

let app: FastifyInstance;
let superadmin: Shopper;
let userManager: Shopper;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  superadmin = await signInStaff(app, 'superadmin');
  userManager = await signInStaff(app, 'admin', ['manage_users', 'manage_products']);
});
afterAll(async () => app.close());

const list = (query = '', headers: Headers = superadmin.auth) =>
  app.inject({ url: `/api/admin/users${query}`, headers });
const update = (id: string, payload: object, headers: Headers = superadmin.auth) =>
  app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers, payload });
const remove = (id: string, headers: Headers = superadmin.auth) =>
  app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers });
/** A refusal of a user rule: its own code (the panel words it), the English sentence, the details. */
const refusal = (code: ErrorCode, error: string, details?: Record<string, string>) => ({
  code,
  error,
  ...(details ? { details } : {}),
});
const customer = (extra: Record<string, unknown> = {}) => registerShopper(app, extra);
/** Every other superadmin stops being one, so `who` is the last active superadmin. */
const leaveOnly = (who: Shopper) =>
  app.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('role', '=', 'superadmin')
    .where('id', '!=', who.id)
    .execute();

describe('access to /api/admin/users', () => {
  it('needs manage_users (a superadmin holds every permission)', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', (await customer()).auth)).statusCode).toBe(403);
    const catalogue = await signInStaff(app, 'admin', ['manage_products']);
    expect((await list('', catalogue.auth)).statusCode).toBe(403);
    expect((await update(catalogue.id, { role: 'admin' }, catalogue.auth)).statusCode).toBe(403);
    expect((await remove(catalogue.id, catalogue.auth)).statusCode).toBe(403);
    expect((await list('', userManager.auth)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });
});

describe('GET /api/admin/users', () => {
  it('answers each user as the spec shapes them, never a password', async () => {
    const ada = await customer({ firstName: 'Quillon', lastName: 'Shape' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/addresses',
      headers: ada.auth,
      payload: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'US' },
    });
    const body = (await list('?search=quillon')).json();
    expect(body.pagination).toEqual({ current: 1, pages: 1, total: 1 });
    expect(body.users[0]).toEqual({
      id: ada.id,
      firstName: 'Quillon',
      lastName: 'Shape',
      email: ada.email,
      phone: null,
      role: 'user',
      permissions: [],
      isActive: true,
      createdAt: expect.any(String),
      lastLogin: expect.any(String),
      dateOfBirth: null,
      gender: null,
      addresses: [
        {
          type: 'home',
          isDefault: true,
          street: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          zipCode: '62701',
          country: 'US',
        },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  it('filters by name or e-mail (any case, wildcards taken literally), role and active state', async () => {
    const a = await customer({ firstName: 'Marguerite', lastName: 'Sieve_x' });
    const b = await customer({ firstName: 'Bartholomew', lastName: 'Sievex' });
    await update(b.id, { role: 'user', isActive: false });
    const ids = async (query: string) =>
      (await list(query)).json().users.map((u: { id: string }) => u.id) as string[];

    expect(await ids('?search=MARGUERITE')).toEqual([a.id]);
    expect(await ids('?search=marguerite%20siev')).toEqual([a.id]);
    expect(await ids(`?search=${encodeURIComponent(b.email.slice(0, 12).toUpperCase())}`)).toEqual([b.id]);
    expect(await ids('?search=sieve_')).toEqual([a.id]);
    expect(await ids('?search=%25')).toEqual([]);
    expect(await ids('?search=sieve&isActive=false')).toEqual([b.id]);
    expect(await ids('?search=sieve&isActive=true')).toEqual([a.id]);
    expect(await ids('?search=sieve&role=admin')).toEqual([]);
    expect(await ids('?search=sieve&role=&isActive=')).toEqual([b.id, a.id]);

    const staff = (await list('?role=admin')).json();
    expect(staff.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(staff.users.map((u: { id: string }) => u.id)).toContain(userManager.id);

    const paged = (await list('?search=sieve&limit=1&page=2')).json();
    expect(paged.pagination).toEqual({ current: 2, pages: 2, total: 2 });
    expect(paged.users.map((u: { id: string }) => u.id)).toEqual([a.id]);
  });

  it('finds names with letters beyond ASCII in any case', async () => {
    const soren = await customer({ firstName: 'Søren', lastName: 'ØRSTED' });
    const ids = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).json().users.map((u: { id: string }) => u.id);

    expect(await ids('ØRSTED')).toEqual([soren.id]);
    expect(await ids('Ørsted')).toEqual([soren.id]);
    expect(await ids('søren ØR')).toEqual([soren.id]);
    expect(await ids('SØREN')).toEqual([soren.id]);
    expect(await ids('ørsted')).toEqual([soren.id]);
    expect(await ids('rsted')).toEqual([soren.id]);
    expect(await ids('ørsted%')).toEqual([]);
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of ['?role=owner', '?isActive=maybe', '?page=0', `?search=${'x'.repeat(101)}`]) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('lets a superadmin make a customer an admin, who then reaches the screens of their permissions', async () => {
    const promoted = await customer();
    const res = await update(promoted.id, {
      role: 'admin',
      permissions: ['manage_orders', 'manage_products'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User updated successfully',
      user: {
        id: promoted.id,
        role: 'admin',
        permissions: ['manage_orders', 'manage_products'],
        isActive: true,
      },
    });
    expect((await app.inject({ url: '/api/admin/products', headers: promoted.auth })).statusCode).toBe(200);
    expect((await list('', promoted.auth)).statusCode).toBe(403);

    // Back to customer: the permissions go with the role.
    const back = await update(promoted.id, { role: 'user' });
    expect(back.json().user).toMatchObject({ role: 'user', permissions: [] });
    expect((await app.inject({ url: '/api/admin/products', headers: promoted.auth })).statusCode).toBe(403);
  });

  it('says "Please select a role" without a role, 404 for an unknown user, 400 for a malformed id', async () => {
    const res = await update(userManager.id, { isActive: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Please select a role');
    const unknown = await update('0123456789abcdef01234567', { role: 'user' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', error: 'User not found' });
    expect((await update('not-an-id', { role: 'user' })).statusCode).toBe(400);
  });

  it('keeps the admin roles and manage_users for superadmins; an admin grants only what they hold', async () => {
    const shopper = await customer();
    const admin = await signInStaff(app, 'admin', ['manage_products']);
    const as = userManager.auth;
    expect((await update(shopper.id, { role: 'admin' }, as)).json()).toEqual(
      refusal('ROLE_CHANGE_FORBIDDEN', M.superadminOnlyRole),
    );
    expect((await update(shopper.id, { role: 'superadmin' }, as)).statusCode).toBe(403);
    expect((await update(admin.id, { role: 'user' }, as)).json()).toEqual(
      refusal('ROLE_CHANGE_FORBIDDEN', M.superadminOnlyRole),
    );
    expect(
      (
        await update(admin.id, { role: 'admin', permissions: ['manage_products', 'manage_users'] }, as)
      ).json(),
    ).toEqual(refusal('MANAGE_USERS_FORBIDDEN', M.superadminOnlyManageUsers));
    expect(
      (
        await update(admin.id, { role: 'admin', permissions: ['manage_products', 'manage_orders'] }, as)
      ).json(),
    ).toEqual(refusal('PERMISSIONS_NOT_HELD', M.ownPermissionsOnly, { permissions: 'manage_orders' }));
    expect((await update(admin.id, { role: 'admin', isActive: false }, as)).json()).toEqual(
      refusal('STAFF_CHANGE_FORBIDDEN', M.superadminOnlyStaff),
    );
    expect((await update(superadmin.id, { role: 'superadmin' }, as)).statusCode).toBe(403);
    expect((await remove(admin.id, as)).json()).toEqual(
      refusal('STAFF_CHANGE_FORBIDDEN', M.superadminOnlyStaff),
    );
    expect((await remove(superadmin.id, as)).statusCode).toBe(403);

    // What a user manager may do: customers' accounts, and permissions they hold themselves.
    expect((await update(admin.id, { role: 'admin', permissions: [] }, as)).json().user.permissions).toEqual(
      [],
    );
    expect((await update(shopper.id, { role: 'user', isActive: false }, as)).json().user.isActive).toBe(
      false,
    );
    // The refusals changed nothing, and wrote nothing in the audit log.
    const stored = await app.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(stored.role).toBe('user');
    const entries = await app.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', admin.id)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('refuses permissions on a customer account, whoever asks: only staff carry them', async () => {
    const shopper = await customer();
    const attempts: Array<[object, Headers]> = [
      [{ role: 'user', permissions: ['manage_users'] }, userManager.auth],
      [{ role: 'user', permissions: ['manage_products'], isActive: false }, userManager.auth],
      [{ role: 'user', permissions: ['manage_orders'] }, superadmin.auth],
    ];
    for (const [payload, as] of attempts) {
      const res = await update(shopper.id, payload, as);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'PERMISSIONS_STAFF_ONLY', error: M.staffOnlyPermissions });
    }
    // The refusals changed nothing and wrote nothing in the audit log.
    const [stored] = (await list(`?search=${encodeURIComponent(shopper.email)}`)).json().users;
    expect(stored).toMatchObject({ id: shopper.id, permissions: [], isActive: true });
    const entries = await app.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', shopper.id)
      .execute();
    expect(entries).toEqual([]);
    // No permissions, or an empty list, is a customer's ordinary edit.
    expect((await update(shopper.id, { role: 'user', permissions: [] }, userManager.auth)).statusCode).toBe(
      200,
    );
    expect((await update(shopper.id, { role: 'user' }, userManager.auth)).statusCode).toBe(200);
  });

  it('lets nobody demote, deactivate or delete themselves', async () => {
    const other = await signInStaff(app, 'superadmin');
    expect((await update(other.id, { role: 'admin' }, other.auth)).json()).toEqual(
      refusal('SELF_ROLE_CHANGE', M.selfRole),
    );
    expect((await update(other.id, { role: 'superadmin', isActive: false }, other.auth)).json()).toEqual(
      refusal('SELF_DEACTIVATE', M.selfDeactivate),
    );
    expect((await remove(other.id, other.auth)).json()).toEqual(refusal('SELF_DELETE', M.selfDelete));
    expect((await update(userManager.id, { role: 'user' }, userManager.auth)).statusCode).toBe(403);
  });

  it('never deletes a superadmin, nor leaves the shop without an active superadmin', async () => {
    const other = await signInStaff(app, 'superadmin');
    expect((await remove(other.id)).json()).toEqual(refusal('SUPERADMIN_DELETE', M.superadminDelete));

    await leaveOnly(superadmin);
    for (const res of [
      await update(superadmin.id, { role: 'admin' }),
      await update(superadmin.id, { role: 'superadmin', isActive: false }),
      await remove(superadmin.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refusal('LAST_SUPERADMIN', M.lastSuperadmin));
    }
  });

  it('lets only one of two superadmins demoting each other at once succeed', async () => {
    const a = await signInStaff(app, 'superadmin');
    const b = await signInStaff(app, 'superadmin');
    await leaveOnly(a);
    await app.db.updateTable('users').set({ role: 'superadmin' }).where('id', '=', b.id).execute();
    const results = await Promise.all([
      update(b.id, { role: 'admin' }, a.auth),
      update(a.id, { role: 'admin' }, b.auth),
    ]);
    expect(results.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
    const left = await app.db.selectFrom('users').select('id').where('role', '=', 'superadmin').execute();
    expect(left).toHaveLength(1);
    await app.db.updateTable('users').set({ role: 'superadmin' }).where('id', '=', superadmin.id).execute();
  });

  it('signs a deactivated user out at once, and their old token stays dead after reactivation', async () => {
    const shopper = await customer();
    const me = () => app.inject({ url: '/api/auth/profile', headers: shopper.auth });
    expect((await me()).statusCode).toBe(200);
    expect((await update(shopper.id, { role: 'user', isActive: false })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const login = { email: shopper.email, password: 'correct horse battery staple' };
    const refused = await app.inject({ method: 'POST', url: '/api/auth/login', payload: login });
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });

    expect((await update(shopper.id, { role: 'user', isActive: true })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).statusCode).toBe(
      200,
    );
  });

  it('audits each change with the fields before and after, and a save that changed nothing not at all', async () => {
    const shopper = await customer();
    await update(shopper.id, { role: 'admin', permissions: ['manage_hero'] });
    expect((await update(shopper.id, { role: 'admin', permissions: ['manage_hero'] })).statusCode).toBe(200);
    const res = await app.inject({
      url: `/api/admin/audit?entity=user&entityId=${shopper.id}`,
      headers: superadmin.auth,
    });
    expect(res.json().entries).toEqual([
      expect.objectContaining({
        action: 'user.update',
        actor: { id: superadmin.id, email: superadmin.email },
        changes: {
          role: { before: 'user', after: 'admin' },
          permissions: { before: [], after: ['manage_hero'] },
        },
      }),
    ]);
  });
});
