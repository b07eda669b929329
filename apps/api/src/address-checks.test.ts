import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, checkoutCalls, HOME_ADDRESS } from './test/checkout.ts';
import { cartCalls, type Headers, openShop, registerShopper, type Samples } from './test/shoppers.ts';

/**
 * An address's country, state, postcode and phone, as checkout and the address book take them
 * (packages/shared/src/address-checks.ts): a country off the ISO list, a state off its country's list,
 * a postcode out of its country's format and a number that cannot be dialled are refused with a 400 the
 * apps can place at the field, and nothing is stored; a phone is kept in E.164.
 */

let app: FastifyInstance;
let s: Samples;
beforeAll(async () => ({ app, s } = await openShop()));
afterAll(async () => app.close());
const { add } = cartCalls(() => app);
const co = checkoutCalls(() => app);

const SAN_FRANCISCO = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  country: 'US',
  phone: '(415) 555-0123',
};

async function shopperWithCart(): Promise<Headers> {
  const shopper = await registerShopper(app);
  await add(shopper.auth, { productId: s.plain.id, quantity: 1 });
  return shopper.auth;
}

const addressesOf = async (who: Headers) =>
  (await app.inject({ url: '/api/auth/profile', headers: who })).json().user.addresses as Record<
    string,
    unknown
  >[];

describe('checkout’s create-payment-intent', () => {
  it.each([
    ['a country off the list', { country: 'Narnia' }, 'shippingAddress.country', 'option'],
    ['a US ZIP code of four digits', { zipCode: '9410' }, 'shippingAddress.zipCode', 'format'],
    ['a phone that is no number', { phone: 'call me maybe' }, 'shippingAddress.phone', 'format'],
    ['a state the US does not have', { state: 'California' }, 'shippingAddress.state', 'option'],
  ])('refuses %s with a 400 naming the field, and starts nothing', async (_what, change, field, rule) => {
    const who = await shopperWithCart();
    const cartId = await co.cartId(who);
    const res = await co.createIntent(who, {
      cartId,
      shippingAddress: { ...SAN_FRANCISCO, ...change },
      billingAddress: SAN_FRANCISCO,
      saveAddress: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      error: expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}: `)),
      code: 'VALIDATION_ERROR',
      details: { field, rule },
    });
    const started = await app.db.selectFrom('payments').select('id').where('cartId', '=', cartId).execute();
    expect(started).toEqual([]);
    expect(await addressesOf(who)).toEqual([]);
  });

  it('refuses a bad billing address the same way', async () => {
    const who = await shopperWithCart();
    const res = await co.createIntent(who, {
      cartId: await co.cartId(who),
      shippingAddress: SAN_FRANCISCO,
      billingAddress: { ...ADDRESS, zipCode: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ field: 'billingAddress.zipCode', rule: 'format' });
  });

  it('keeps the phone in E.164 and the state’s code on the order placed, and in the book', async () => {
    const who = await shopperWithCart();
    const res = await co.createIntent(who, {
      cartId: await co.cartId(who),
      shippingAddress: { ...SAN_FRANCISCO, state: 'ca', country: 'us' },
      billingAddress: { ...ADDRESS, zipCode: 'n1 9gu', phone: '020 7946 0000' },
      saveAddress: true,
    });
    expect(res.statusCode).toBe(200);
    const intent = res.json();
    expect((await co.payWith(intent, CARDS.succeeds)).json()).toEqual({ status: 'succeeded' });
    const confirmed = await co.confirm(who, intent);
    expect(confirmed.statusCode).toBe(200);
    const { order } = confirmed.json();
    expect(order.shippingAddress).toMatchObject({ state: 'CA', country: 'US', phone: '+14155550123' });
    expect(order.billingAddress).toMatchObject({ zipCode: 'N1 9GU', country: 'GB', phone: '+442079460000' });
    const again = await app.inject({ url: `/api/orders/${order._id}`, headers: who });
    expect(again.json().order.shippingAddress.phone).toBe('+14155550123');
    expect(await addressesOf(who)).toEqual([
      expect.objectContaining({ state: 'CA', country: 'US', phone: '+14155550123' }),
    ]);
  });

  it('still takes an address without state, postcode or phone', async () => {
    const who = await shopperWithCart();
    const bare = { firstName: 'Ada', street: '12 Analytical Row', city: 'London', country: 'GB' };
    const res = await co.createIntent(who, {
      cartId: await co.cartId(who),
      shippingAddress: bare,
      billingAddress: { ...bare, country: 'US' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the address book', () => {
  const home = HOME_ADDRESS;
  const post = (who: Headers, payload: object) =>
    app.inject({ method: 'POST', url: '/api/auth/addresses', headers: who, payload });

  it.each([
    ['a country off the list', { country: 'Narnia' }, 'country', 'option'],
    ['a country by name', { country: 'United States' }, 'country', 'option'],
    ['a US ZIP code of letters', { zipCode: 'ABCDE' }, 'zipCode', 'format'],
    ['a phone that is no number', { phone: 'call me maybe' }, 'phone', 'format'],
    ['a province of another country', { state: 'QC' }, 'state', 'option'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_what, change, field, rule) => {
    const me = await registerShopper(app);
    const res = await post(me.auth, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: expect.stringMatching(new RegExp(`^${field}: `)),
      code: 'VALIDATION_ERROR',
      details: { field, rule },
    });
    expect(await addressesOf(me.auth)).toEqual([]);
  });

  it('stores the codes in capitals, the postcode as the post writes it and the phone in E.164', async () => {
    const me = await registerShopper(app);
    const montreal = { ...home, city: 'Montréal', state: 'qc', zipCode: 'h2x 1y4', country: 'ca' };
    const res = await post(me.auth, { ...montreal, phone: '514 555 0199' });
    expect(res.statusCode).toBe(201);
    expect(res.json().addresses).toEqual([
      expect.objectContaining({ state: 'QC', zipCode: 'H2X 1Y4', country: 'CA', phone: '+15145550199' }),
    ]);
  });

  it('refuses the same on a replaced address, and keeps the one stored', async () => {
    const me = await registerShopper(app);
    const [saved] = (await post(me.auth, home)).json().addresses as { _id: string }[];
    const res = await app.inject({
      method: 'PUT',
      url: `/api/auth/addresses/${saved!._id}`,
      headers: me.auth,
      payload: { ...home, country: 'GB', zipCode: '62701' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ field: 'zipCode', rule: 'format' });
    expect(await addressesOf(me.auth)).toEqual([
      expect.objectContaining({ country: 'US', zipCode: '62701' }),
    ]);
  });
});
