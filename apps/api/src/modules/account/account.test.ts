import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_ADDRESS } from '../../test/checkout.ts';
import { createTestApp } from '../../test/test-app.ts';
import { registerShopper, type Shopper } from '../../test/shoppers.ts';

let app: FastifyInstance;
let shopper: Shopper;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  shopper = await registerShopper(app);
});
afterAll(async () => app.close());

const put = (payload: unknown, who: Shopper = shopper) =>
  app.inject({ method: 'PUT', url: '/api/auth/profile', headers: who.auth, payload: payload as object });
const home = HOME_ADDRESS;
const addAddress = (payload: object, who: Shopper = shopper) =>
  app.inject({ method: 'POST', url: '/api/auth/addresses', headers: who.auth, payload });

describe('profile', () => {
  it('updates names, phone, birth date, gender and preferences, and keeps them', async () => {
    const res = await put({
      firstName: 'Augusta',
      lastName: 'King',
      phone: '+44 20 7946 0000',
      dateOfBirth: '1815-12-10',
      gender: 'female',
      preferences: { language: 'fr', notifications: { sms: true } },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      firstName: 'Augusta',
      lastName: 'King',
      fullName: 'Augusta King',
      phone: '+44 20 7946 0000',
      dateOfBirth: '1815-12-10',
      gender: 'female',
      // Only the sent preference fields change; the rest keep their values.
      preferences: { language: 'fr', newsletter: true, notifications: { email: true, sms: true } },
    };
    expect(res.json().user).toMatchObject(expected);
    const again = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: shopper.auth });
    expect(again.json().user).toMatchObject(expected);
  });

  it('ignores e-mail, role, permissions, active flag, id and creation date sent by the client', async () => {
    const before = (
      await app.inject({ method: 'GET', url: '/api/auth/profile', headers: shopper.auth })
    ).json().user;
    const res = await put({
      firstName: 'Augusta',
      email: 'someone-else@example.com',
      role: 'superadmin',
      permissions: ['manage_users'],
      isActive: false,
      id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      createdAt: '2000-01-01T00:00:00.000Z',
      passwordHash: 'scrypt$1$1$1$x$y',
      tokenVersion: 99,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().user;
    for (const key of ['email', 'role', 'permissions', 'id', 'createdAt'] as const)
      expect(after[key]).toEqual(before[key]);
    const row = await app.db
      .selectFrom('users')
      .select(['isActive', 'tokenVersion', 'passwordHash'])
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ isActive: 1, tokenVersion: 0 });
    expect(row.passwordHash).not.toBe('scrypt$1$1$1$x$y');
    // The old token still works: nothing about the session changed.
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: shopper.auth })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ dateOfBirth: '2999-01-01' }, 'Date of birth'],
    [{ dateOfBirth: '1990-02-31' }, 'Date of birth'],
    [{ gender: 'robot' }, 'gender'],
    [{ preferences: { language: 'de' } }, 'language'],
    [{ avatar: 'javascript:alert(1)' }, 'Avatar'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const before = (
      await app.inject({ method: 'GET', url: '/api/auth/profile', headers: shopper.auth })
    ).json().user;
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining(message) });
    const after = (
      await app.inject({ method: 'GET', url: '/api/auth/profile', headers: shopper.auth })
    ).json().user;
    expect(after).toEqual(before);
  });

  it('clears optional fields sent empty', async () => {
    const res = await put({ phone: '', gender: '', dateOfBirth: '' });
    expect(res.json().user).toMatchObject({ phone: null, gender: null, dateOfBirth: null });
  });

  it('needs a signed-in user', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { firstName: 'X' } })).statusCode,
    ).toBe(401);
  });
});

describe('addresses', () => {
  it('the first address becomes the default; a new default takes over; at most one default', async () => {
    const me = await registerShopper(app);
    const first = await addAddress(home, me);
    expect(first.statusCode).toBe(201);
    expect(first.json().addresses).toEqual([
      expect.objectContaining({ ...home, isDefault: true, _id: expect.any(String), firstName: null }),
    ]);
    const work = { ...home, type: 'work', street: '2 Office Rd' };
    const second = (await addAddress(work, me)).json().addresses;
    expect(second.map((a: { street: string; isDefault: boolean }) => [a.street, a.isDefault])).toEqual([
      ['1 Main St', true],
      ['2 Office Rd', false],
    ]);
    const third = (
      await addAddress({ ...home, type: 'other', street: '3 Beach Ave', isDefault: true }, me)
    ).json().addresses;
    expect(
      third.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { street: string }) => a.street),
    ).toEqual(['3 Beach Ave']);
    const profile = (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: me.auth })).json()
      .user;
    expect(profile.addresses).toHaveLength(3);
  });

  it('edits and deletes; deleting the default hands it to the oldest remaining address', async () => {
    const me = await registerShopper(app);
    await addAddress(home, me);
    const list = (await addAddress({ ...home, street: '2 Office Rd', type: 'work' }, me)).json().addresses;
    const [def, other] = list as { _id: string }[];
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/auth/addresses/${other!._id}`,
      headers: me.auth,
      payload: { ...home, street: '2 Office Road', type: 'work', city: 'Chicago' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().addresses[1]).toMatchObject({
      street: '2 Office Road',
      city: 'Chicago',
      isDefault: false,
    });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/auth/addresses/${def!._id}`,
      headers: me.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().addresses).toEqual([
      expect.objectContaining({ street: '2 Office Road', isDefault: true }),
    ]);
  });

  it('another user’s address is not found, and stays untouched', async () => {
    const owner = await registerShopper(app);
    const intruder = await registerShopper(app);
    const [address] = (await addAddress(home, owner)).json().addresses as { _id: string }[];
    const url = `/api/auth/addresses/${address!._id}`;
    const edit = await app.inject({
      method: 'PUT',
      url,
      headers: intruder.auth,
      payload: { ...home, street: 'Hacked' },
    });
    const del = await app.inject({ method: 'DELETE', url, headers: intruder.auth });
    expect(edit.statusCode).toBe(404);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ error: 'Address not found', code: 'ADDRESS_NOT_FOUND' });
    const mine = (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: owner.auth })).json()
      .user;
    expect(mine.addresses).toEqual([expect.objectContaining({ street: '1 Main St' })]);
  });

  it.each(['street', 'city', 'state', 'zipCode', 'country'])('requires %s', async (field) => {
    const me = await registerShopper(app);
    const res = await addAddress({ ...home, [field]: '  ' }, me);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(field);
    const profile = (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: me.auth })).json()
      .user;
    expect(profile.addresses).toEqual([]);
  });

  it('refuses an unknown type and a malformed id', async () => {
    expect((await addAddress({ ...home, type: 'castle' })).statusCode).toBe(400);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/auth/addresses/not-an-id',
      headers: shopper.auth,
    });
    expect(res.statusCode).toBe(400);
  });
});
