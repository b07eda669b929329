import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';
import { registerShopper, STRONG_PASSWORD } from '../../test/shoppers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const profile = (authorization: string) =>
  app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization } });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('POST /api/auth/register', () => {
  it('creates a customer and answers with a working token and the user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: ' Grace ',
        lastName: 'Hopper',
        email: 'Grace.Hopper@Example.com',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'grace.hopper@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      role: 'user',
      permissions: [],
      addresses: [],
      preferences: { language: 'en', newsletter: true, notifications: { email: true, sms: false } },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect((await profile(`Bearer ${body.token}`)).json().user.email).toBe('grace.hopper@example.com');
    const row = await app.db
      .selectFrom('users')
      .select(['passwordHash'])
      .where('email', '=', 'grace.hopper@example.com')
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it('ignores a role, permissions, id or active flag sent by the client', async () => {
    const shopper = await registerShopper(app, {
      role: 'superadmin',
      permissions: ['manage_users'],
      id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      isActive: false,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    const user = (await profile(shopper.auth.authorization)).json().user;
    expect(user.role).toBe('user');
    expect(user.permissions).toEqual([]);
    expect(user.id).not.toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(user.createdAt.startsWith('2000')).toBe(false);
  });

  it('refuses an e-mail that already has an account, in any case, with 409', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Sophie',
        lastName: 'Again',
        email: DEMO_CUSTOMER_EMAIL.toUpperCase(),
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'An account with this e-mail already exists. Please sign in instead.',
      code: 'EMAIL_TAKEN',
    });
  });

  const valid = {
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
  };
  it.each([
    ['a password under 8 characters', { password: 'short12', confirmPassword: 'short12' }, 'at least 8'],
    [
      'a password over 128 characters',
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'at most 128',
    ],
    ['passwords that do not match', { confirmPassword: 'something else entirely' }, 'Passwords do not match'],
    ['a missing first name', { firstName: '  ' }, 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'lastName'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'valid e-mail'],
  ])('refuses %s with 400 and creates nothing', async (_label, change, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...valid, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().error).toContain(message);
    const row = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'alan@example.com')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('stores the language the account was created in (?lang), English without one', async () => {
    const register = (query: string, email: string) =>
      app.inject({ method: 'POST', url: `/api/auth/register${query}`, payload: { ...valid, email } });
    const stored = async (email: string) =>
      (await app.db.selectFrom('users').select('prefLanguage').where('email', '=', email).executeTakeFirst())
        ?.prefLanguage;

    const french = await register('?lang=fr', 'amelie@example.com');
    expect(french.statusCode).toBe(201);
    expect(french.json().user.preferences.language).toBe('fr');
    expect(await stored('amelie@example.com')).toBe('fr');

    const plain = await register('', 'plain@example.com');
    expect(plain.json().user.preferences.language).toBe('en');
    expect(await stored('plain@example.com')).toBe('en');

    const other = await register('?lang=de', 'german@example.com');
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('VALIDATION_ERROR');
    expect(await stored('german@example.com')).toBeUndefined();
  });

  it('accepts a long passphrase of 64 characters without composition rules', async () => {
    const passphrase = 'a very long passphrase made only of lower case words and spaces!';
    expect(passphrase.length).toBe(64);
    await registerShopper(app, { password: passphrase, confirmPassword: passphrase });
  });

  it.each(['password1', 'qwertyuiop', 'Password123', '12345678'])(
    'refuses the common password %s',
    async (password) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...valid, email: 'common@example.com', password, confirmPassword: password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'WEAK_PASSWORD',
        error: expect.stringContaining('too common'),
      });
    },
  );
});

describe('POST /api/auth/login', () => {
  it('signs the demo customer in and records the sign-in time', async () => {
    const before = new Date().toISOString();
    const res = await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: DEMO_CUSTOMER_EMAIL, firstName: 'Sophie' });
    expect(res.json().user.addresses.length).toBeGreaterThan(0);
    const row = await app.db
      .selectFrom('users')
      .select('lastLoginAt')
      .where('email', '=', DEMO_CUSTOMER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(row.lastLoginAt! >= before).toBe(true);
  });

  it('says the same thing for an unknown e-mail and a wrong password', async () => {
    const unknown = await login('nobody@example.com', 'whatever-password', { 'x-forwarded-for': '10.0.0.1' });
    const wrong = await login(DEMO_CUSTOMER_EMAIL, 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(wrong.json()).toEqual(unknown.json());
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode('dev-only-secret-change-me-in-production-0123456789');
  const claims = async () => {
    const shopper = await registerShopper(app);
    return { shopper, sub: shopper.id };
  };

  it('refuses a token with alg none, a changed payload, another key or past its expiry', async () => {
    const { shopper, sub } = await claims();
    expect((await profile(shopper.auth.authorization)).statusCode).toBe(200);

    const [header, payload, signature] = shopper.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const claimsJson = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claimsJson, sub: 'aaaaaaaaaaaaaaaaaaaaaaaa' })).toString(
      'base64url',
    );
    const otherKey = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('e-commerce-store')
      .setAudience('e-commerce-store')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('e-commerce-store')
      .setAudience('e-commerce-store')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    for (const token of [none, `${header}.${forged}.${signature}`, otherKey, expired, 'garbage', '']) {
      const res = await profile(`Bearer ${token}`);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ error: 'Please login to continue', code: 'UNAUTHORIZED' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
  });

  it('sign-out ends only the session it is sent from; the other devices stay signed in', async () => {
    const shopper = await registerShopper(app);
    const other = (await login(shopper.email, STRONG_PASSWORD)).json().token as string;
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: shopper.auth });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Signed out' });
    expect((await profile(shopper.auth.authorization)).statusCode).toBe(401);
    expect((await profile(`Bearer ${other}`)).statusCode).toBe(200);
    // Signing out with the ended token again (a second tab) still succeeds and ends nothing new.
    const stale = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: shopper.auth });
    expect(stale.statusCode).toBe(200);
    expect((await profile(`Bearer ${other}`)).statusCode).toBe(200);
    // A new sign-in on the first device works as before.
    const again = (await login(shopper.email, STRONG_PASSWORD)).json().token as string;
    expect((await profile(`Bearer ${again}`)).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session of the user, and only theirs', async () => {
    const shopper = await registerShopper(app);
    const bystander = await registerShopper(app);
    const phone = (await login(shopper.email, STRONG_PASSWORD)).json().token as string;
    const everywhere = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/auth/logout-all', headers });

    expect((await everywhere()).statusCode).toBe(401);
    const out = await everywhere(shopper.auth);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Signed out everywhere' });
    expect((await profile(shopper.auth.authorization)).statusCode).toBe(401);
    expect((await profile(`Bearer ${phone}`)).statusCode).toBe(401);
    expect((await everywhere({ authorization: `Bearer ${phone}` })).statusCode).toBe(401);
    expect((await profile(bystander.auth.authorization)).statusCode).toBe(200);
    const again = (await login(shopper.email, STRONG_PASSWORD)).json().token as string;
    expect((await profile(`Bearer ${again}`)).statusCode).toBe(200);
  });

  it('a session is ended in the database: its token is refused by any process once its row is gone', async () => {
    const shopper = await registerShopper(app);
    const sessions = () =>
      app.db.selectFrom('userSessions').select('id').where('userId', '=', shopper.id).execute();
    expect(await sessions()).toHaveLength(1);
    await login(shopper.email, STRONG_PASSWORD);
    expect(await sessions()).toHaveLength(2);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: shopper.auth });
    expect(await sessions()).toHaveLength(1);
    await app.db.deleteFrom('userSessions').where('userId', '=', shopper.id).execute();
    const [, payload] = shopper.token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toHaveProperty('sid');
    const fresh = await registerShopper(app);
    await app.db.deleteFrom('userSessions').where('userId', '=', fresh.id).execute();
    expect((await profile(fresh.auth.authorization)).statusCode).toBe(401);
  });

  it('a password change needs the current password, ends every session and returns a new one', async () => {
    const shopper = await registerShopper(app);
    const phone = (await login(shopper.email, STRONG_PASSWORD)).json().token as string;
    const change = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: shopper.auth, payload });
    const wrong = await change({ currentPassword: 'not it at all', newPassword: 'a brand new passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const common = await change({ currentPassword: STRONG_PASSWORD, newPassword: 'password123' });
    expect(common.json().code).toBe('WEAK_PASSWORD');
    const mismatch = await change({
      currentPassword: STRONG_PASSWORD,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'something else',
    });
    expect(mismatch.json().error).toContain('Passwords do not match');

    const ok = await change({
      currentPassword: STRONG_PASSWORD,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Password changed successfully' });
    expect((await profile(shopper.auth.authorization)).statusCode).toBe(401);
    expect((await profile(`Bearer ${phone}`)).statusCode).toBe(401);
    expect((await profile(`Bearer ${ok.json().token}`)).statusCode).toBe(200);
    expect((await login(shopper.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(shopper.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('a deactivated user is refused at sign-in and on every call with a token they hold', async () => {
    const shopper = await registerShopper(app);
    await app.db.updateTable('users').set({ isActive: 0 }).where('id', '=', shopper.id).execute();
    expect((await profile(shopper.auth.authorization)).statusCode).toBe(401);
    const res = await login(shopper.email, STRONG_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
    const cart = await app.inject({ method: 'GET', url: '/api/cart', headers: shopper.auth });
    expect(cart.statusCode).toBe(401);
  });
});
