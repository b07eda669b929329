import { type Order, orderSchema } from '@store/shared/schemas/orders';

const address = {
  firstName: 'Ana',
  lastName: 'Lima',
  street: '12 Harbour Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  country: 'United States',
  phone: '+1 503 555 0100',
};

/**
 * An order as the orders module hands it out, for the e-mail tests (they must not depend on how
 * orders are made). Parsed by the shared schema, so it cannot drift from the real shape.
 */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    _id: '66e5a1b2c3d4e5f6a7b8c9d0',
    id: '66e5a1b2c3d4e5f6a7b8c9d0',
    orderNumber: 'ORD-20260914-K7M2QX',
    status: 'confirmed',
    createdAt: '2026-09-14T10:00:00.000Z',
    email: 'ana@example.com',
    items: [
      {
        _id: 'i1',
        productId: 'p1',
        variantId: 'v1',
        name: 'Linen Shirt',
        image: '/images/linen-shirt.jpg',
        quantity: 2,
        price: 29.99,
        lineTotal: 59.98,
        selectedOptions: { Size: 'M', Color: 'Sand' },
      },
      {
        _id: 'i2',
        productId: 'p2',
        variantId: null,
        name: 'Canvas Tote',
        image: '/images/tote.jpg',
        quantity: 1,
        price: 15,
        lineTotal: 15,
        selectedOptions: {},
      },
    ],
    pricing: { subtotal: 74.98, discount: 7.5, tax: 6.75, shipping: 0, total: 74.23 },
    couponCode: 'SAVE10',
    shipping: {
      method: 'standard',
      trackingNumber: null,
      carrier: null,
      estimatedDelivery: '2026-09-21T10:00:00.000Z',
    },
    shippingAddress: address,
    billingAddress: address,
    payment: { method: 'card', status: 'succeeded', cardBrand: 'visa', lastFour: '4242' },
    cancelReason: null,
    timeline: [{ status: 'confirmed', timestamp: '2026-09-14T10:00:00.000Z', note: null }],
    canCancel: true,
    canReorder: false,
    ...overrides,
  });
}
