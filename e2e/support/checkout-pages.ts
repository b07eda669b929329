import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Language, ShippingMethod } from '@store/shared/constants';
import type { Address } from '@store/shared/schemas/auth';
import { cartResponseSchema, type Cart } from '@store/shared/schemas/cart';
import {
  createPaymentIntentResponseSchema,
  paymentConfigResponseSchema,
  testConfirmResponseSchema,
  type CheckoutAddressInput,
  type PaymentConfig,
} from '@store/shared/schemas/checkout';
import {
  orderResponseSchema,
  ordersResponseSchema,
  type Order,
  type OrdersResponse,
} from '@store/shared/schemas/orders';
import { accountApi, newCustomer, openSignedIn, type Customer } from './account-pages.ts';
import { findPlainProducts, usd } from './cart-pages.ts';
import { messages, type Translate } from './messages.ts';

/*
 * Checkout, the order confirmation and 'My orders' as a shopper finds them, and the payment and order
 * calls of the API read through the shared zod schemas, so a journey compares the page with the
 * server's own figures (the cart total, the order placed) instead of copied numbers.
 */

/** Stripe's published test cards, as the built-in test provider takes them. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0025 0000 3155',
  /** The charge succeeds; every refund of it fails (Stripe's "refund fails" card). */
  refundFails: '4000 0000 0000 5126',
} as const;

/** A shipping address as checkout sends it. */
export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Analytical Row',
  city: 'London',
  state: 'Greater London',
  zipCode: 'W1 2AB',
  country: 'GB',
  phone: '+44 20 7946 0000',
} as const satisfies CheckoutAddressInput;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
}

export const checkoutApi = {
  paymentConfig: async (request: APIRequestContext): Promise<PaymentConfig> => {
    const response = await request.get('/api/payment/config');
    await ok(response, 'GET /api/payment/config');
    return paymentConfigResponseSchema.parse(await response.json());
  },
  /** GET /api/cart of a signed-in customer. */
  cart: async (request: APIRequestContext, token: string, lang: Language = 'en'): Promise<Cart> => {
    const response = await request.get(`/api/cart?lang=${lang}`, { headers: bearer(token) });
    await ok(response, 'GET /api/cart');
    return cartResponseSchema.parse(await response.json()).cart;
  },
  addToCart: async (request: APIRequestContext, token: string, productId: string, quantity = 1) => {
    const response = await request.post('/api/cart/add', {
      headers: bearer(token),
      data: { productId, quantity },
    });
    await ok(response, 'POST /api/cart/add');
  },
  orders: async (request: APIRequestContext, token: string, query = ''): Promise<OrdersResponse> => {
    const response = await request.get(`/api/orders${query}`, { headers: bearer(token) });
    await ok(response, 'GET /api/orders');
    return ordersResponseSchema.parse(await response.json());
  },
  order: async (request: APIRequestContext, token: string, id: string): Promise<Order> => {
    const response = await request.get(`/api/orders/${encodeURIComponent(id)}`, { headers: bearer(token) });
    await ok(response, `GET /api/orders/${id}`);
    return orderResponseSchema.parse(await response.json()).order;
  },
  /** PUT /api/cart/update/{productId}: sets the line's quantity. */
  setQuantity: async (request: APIRequestContext, token: string, productId: string, quantity: number) => {
    const response = await request.put(`/api/cart/update/${productId}`, {
      headers: bearer(token),
      data: { quantity },
    });
    await ok(response, `PUT /api/cart/update/${productId}`);
  },
  /** Moves a paid order through processing and shipping to delivered, as staff do in the panel. */
  deliver: async (request: APIRequestContext, staffToken: string, orderId: string) => {
    const steps = [
      { status: 'processing' },
      { status: 'shipped', trackingNumber: 'TRACK-E2E-1', carrier: 'UPS' },
      { status: 'delivered' },
    ];
    for (const data of steps) {
      const response = await request.put(`/api/admin/orders/${orderId}/status`, {
        headers: bearer(staffToken),
        data,
      });
      await ok(response, `PUT /api/admin/orders/${orderId}/status ${data.status}`);
    }
  },
  clearCart: async (request: APIRequestContext, token: string) => {
    await ok(await request.delete('/api/cart/clear', { headers: bearer(token) }), 'DELETE /api/cart/clear');
  },
  /**
   * A whole purchase through the API, as the checkout page makes it: the cart's payment intent, the
   * test card (4242 unless told), then the order. The cart must hold something.
   */
  placeOrder: async (
    request: APIRequestContext,
    token: string,
    cardNumber: string = TEST_CARDS.succeeds,
  ): Promise<Order> => {
    const cart = await checkoutApi.cart(request, token);
    const intentResponse = await request.post('/api/payment/create-payment-intent', {
      headers: bearer(token),
      data: { cartId: cart._id, shippingAddress: ADDRESS, billingAddress: ADDRESS },
    });
    await ok(intentResponse, 'POST /api/payment/create-payment-intent');
    const intent = createPaymentIntentResponseSchema.parse(await intentResponse.json());
    const card = { number: cardNumber, expMonth: 12, expYear: 2040, cvc: '123' };
    const paid = await request.post('/api/payment/test/confirm', {
      data: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, card },
    });
    await ok(paid, 'POST /api/payment/test/confirm');
    expect(testConfirmResponseSchema.parse(await paid.json()).status).toBe('succeeded');
    const confirmed = await request.post('/api/payment/confirm', {
      headers: bearer(token),
      data: { paymentIntentId: intent.paymentIntentId, cartId: cart._id, paymentMethod: 'card' },
    });
    await ok(confirmed, 'POST /api/payment/confirm');
    return orderResponseSchema.parse(await confirmed.json()).order;
  },
};

/** A new customer, signed up through the API, with `count` plain products in the server cart. */
export async function customerWithCart(
  request: APIRequestContext,
  tag: string,
  count: 1 | 2 | 3 = 2,
): Promise<{ customer: Customer; token: string; cart: Cart }> {
  const customer = newCustomer(tag);
  const { token } = await accountApi.register(request, customer);
  const products = await findPlainProducts(request, count);
  for (const product of products) await checkoutApi.addToCart(request, token, product.id);
  return { customer, token, cart: await checkoutApi.cart(request, token) };
}

/**
 * A new customer whose server cart's subtotal is above `cents`: the three cheapest plain products, as
 * many units of each as it takes (a few at most, so none runs out under a later journey).
 */
export async function customerWithCartAbove(
  request: APIRequestContext,
  tag: string,
  cents: number,
): Promise<{ customer: Customer; token: string; cart: Cart }> {
  const customer = newCustomer(tag);
  const { token } = await accountApi.register(request, customer);
  const products = await findPlainProducts(request, 3);
  const oneOfEach = products.reduce((sum, product) => sum + Math.round(product.price * 100), 0);
  const quantity = Math.floor(cents / oneOfEach) + 1;
  if (quantity > 4) {
    throw new Error(`the cheapest products take ${quantity} units each to go above ${cents} cents`);
  }
  for (const product of products) await checkoutApi.addToCart(request, token, product.id, quantity);
  return { customer, token, cart: await checkoutApi.cart(request, token) };
}

/** The checkout page's parts, found by their accessible names in the given UI language. */
export function checkoutPage(page: Page, lang: Language = 'en') {
  const t: Translate = messages(lang);
  const main = page.getByRole('main');
  const field = (key: string): Locator => main.getByLabel(t(key), { exact: true });
  const button = (key: string, values?: Record<string, string>): Locator =>
    main.getByRole('button', { name: t(key, values), exact: true });
  return {
    t,
    main,
    steps: main.getByRole('list', { name: t('checkout.steps.label'), exact: true }),
    currentStep: main.locator('[aria-current="step"]'),
    /** A step's heading (h2), which takes focus when the step opens. */
    stepHeading: (key: 'shipping' | 'billing' | 'payment'): Locator =>
      main.getByRole('heading', { level: 2, name: t(`checkout.${key}.title`), exact: true }),
    field,
    address: (name: string): Locator => field(`checkout.address.${name}`),
    button,
    saveAddress: main.getByRole('checkbox', { name: t('checkout.shipping.save'), exact: true }),
    /** The shipping step's choice among the saved addresses and a new one (issue 22). */
    deliverTo: main.getByRole('group', { name: t('checkout.shipping.deliverTo'), exact: true }),
    /** A saved address's radio, named by its type; its name, street and city are its description. */
    savedAddress: (type: Address['type']): Locator =>
      main.getByRole('radio', { name: t(`checkout.shipping.addressTypes.${type}`), exact: true }),
    newAddress: main.getByRole('radio', { name: t('checkout.shipping.newAddress'), exact: true }),
    /** The shipping step's choice of how the order travels. */
    shippingMethods: main.getByRole('group', { name: t('checkout.shipping.method'), exact: true }),
    /** A method's radio, named by the method; its delivery time and price are its description. */
    shippingMethod: (method: ShippingMethod): Locator =>
      main.getByRole('radio', { name: t(`shippingMethods.${method}`), exact: true }),
    sameAsShipping: main.getByRole('checkbox', { name: t('checkout.billing.sameAsShipping'), exact: true }),
    alert: main.getByRole('alert'),
    cardNumber: field('checkout.card.number'),
    expiry: field('checkout.card.expiry'),
    cvc: field('checkout.card.cvc'),
    pay: (amount: number): Locator => button('checkout.payment.pay', { amount: usd(amount) }),
    summary: main.getByRole('complementary', { name: t('cart.summary.title'), exact: true }),
  };
}
export type CheckoutPage = ReturnType<typeof checkoutPage>;

/** The order id of the confirmation page the browser is on. */
export function confirmedOrderId(page: Page): string {
  const id = /\/order-confirmation\/([^/?#]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not on an order confirmation: ${page.url()}`);
  return decodeURIComponent(id);
}

/** Shipping (prefilled or filled by the caller) and billing 'same as shipping', up to the payment step. */
export async function continueToPayment(c: CheckoutPage): Promise<void> {
  await c.button('checkout.shipping.continue').click();
  await expect(c.stepHeading('billing')).toBeFocused();
  await c.button('checkout.billing.continue').click();
  await expect(c.stepHeading('payment')).toBeFocused();
}

/** Opens checkout signed in, types the street and city a new customer has none of, and goes on to payment. */
export async function openAtPayment(page: Page, c: CheckoutPage, token: string): Promise<void> {
  await openSignedIn(page, token, '/checkout');
  await c.address('street').fill(ADDRESS.street);
  await c.address('city').fill(ADDRESS.city);
  await continueToPayment(c);
}

/** Types a card in the test provider's form: number, a future expiry and a CVC. */
export async function fillCard(c: CheckoutPage, number: string): Promise<void> {
  await c.cardNumber.fill(number);
  await c.expiry.fill('12 / 40');
  await c.cvc.fill('123');
}

/**
 * Fills an address form of the page's current step: the country first, since it decides whether the
 * state is a list; a drop-down (the country, a listed country's state) is set by its code.
 */
export async function fillAddress(c: CheckoutPage, address: Partial<CheckoutAddressInput>): Promise<void> {
  const { country, ...rest } = address;
  for (const [name, value] of Object.entries({ country, ...rest })) {
    if (typeof value !== 'string') continue;
    const field = c.address(name);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The order confirmation and 'My orders', in the given UI language. */
export function orderPages(page: Page, lang: Language = 'en') {
  const t: Translate = messages(lang);
  const main = page.getByRole('main');
  return {
    t,
    main,
    heading: main.getByRole('heading', { level: 1 }),
    /** An order's card in the list, named by its heading 'Order ORD-…'. */
    card: (orderNumber: string): Locator =>
      main.getByRole('article', { name: t('orders.card.title', { number: orderNumber }), exact: true }),
    cards: main.getByRole('list', { name: t('orders.listLabel'), exact: true }).getByRole('article'),
    statusFilter: main.getByLabel(t('orders.filter.label'), { exact: true }),
    details: (orderNumber: string): Locator =>
      main.getByRole('button', {
        name: t('orders.actions.detailsLabel', { number: orderNumber }),
        exact: true,
      }),
    cancel: (orderNumber: string): Locator =>
      main.getByRole('button', {
        name: t('orders.actions.cancelLabel', { number: orderNumber }),
        exact: true,
      }),
    reorder: (orderNumber: string): Locator =>
      main.getByRole('button', {
        name: t('orders.actions.reorderLabel', { number: orderNumber }),
        exact: true,
      }),
    dialog: (orderNumber: string): Locator =>
      page.getByRole('dialog', { name: t('orders.details.title', { number: orderNumber }), exact: true }),
    /** The status badge of `scope`: the first mention of the status, before any timeline repeats it. */
    status: (scope: Locator, status: Order['status']): Locator =>
      scope.getByText(t(`orders.status.${status}`), { exact: true }).first(),
  };
}

/** Accepts the next window.alert, resolving with its text. */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      const { type, message } = { type: dialog.type(), message: dialog.message() };
      void dialog
        .accept()
        .then(() =>
          type === 'alert' ? resolve(message) : reject(new Error(`unexpected ${type}: ${message}`)),
        );
    });
  });
}

/**
 * The checkout's steps with the keyboard alone, from focus on the shipping form's first field (a
 * signed-in customer with no saved address): Enter on an empty street, the fix, billing as shipping,
 * the test card typed, Enter to pay. Ends when the payment has been sent.
 */
export async function payByKeyboard(page: Page, c: CheckoutPage): Promise<void> {
  // Enter with a required field empty: the message, and focus on the field to fix.
  await page.keyboard.press('Enter');
  await expect(c.alert).toHaveText(c.t('checkout.errors.shippingRequired'));
  await expect(c.address('street')).toBeFocused();
  await page.keyboard.type(ADDRESS.street);
  await page.keyboard.press('Tab');
  await expect(c.address('city')).toBeFocused();
  await page.keyboard.type(ADDRESS.city);
  await page.keyboard.press('Enter');

  // Billing: focus on its heading; Tab reaches the box, Back and Continue in reading order.
  await expect(c.stepHeading('billing')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(c.sameAsShipping).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(c.button('checkout.back')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(c.button('checkout.billing.continue')).toBeFocused();
  await page.keyboard.press('Enter');

  // Payment: the test cards' buttons come first, then the card fields; Enter pays.
  await expect(c.stepHeading('payment')).toBeFocused();
  // The card form arrives with the payment intent: a keyboard user waits for it before moving on.
  await expect(c.cardNumber).toBeVisible();
  for (let presses = 0; presses < 8; presses += 1) {
    if ((await c.main.locator('input[name="number"]:focus').count()) > 0) break;
    await page.keyboard.press('Tab');
  }
  await expect(c.cardNumber).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1240');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await expect(c.expiry).toHaveValue('12 / 40');
  await page.keyboard.press('Enter');
}
