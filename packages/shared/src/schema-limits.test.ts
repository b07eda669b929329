import { describe, expect, it } from 'vitest';
import { maxLengthAt } from './schema-limits.ts';
import { registerBodySchema } from './schemas/auth.ts';
import { checkoutAddressSchema } from './schemas/checkout.ts';
import { footerBodySchema } from './schemas/admin-footer.ts';
import { adminOrderStatusBodySchema } from './schemas/admin-orders.ts';
import { adminProductBodySchema } from './schemas/admin-products.ts';

describe('maxLengthAt', () => {
  it('reads the limit of a field, optional, transformed or required alike', () => {
    expect(maxLengthAt(adminProductBodySchema, 'name')).toBe(200);
    expect(maxLengthAt(adminProductBodySchema, 'nameFr')).toBe(200);
    expect(maxLengthAt(adminProductBodySchema, 'detailedDescription')).toBe(10_000);
    expect(maxLengthAt(adminOrderStatusBodySchema, 'notes')).toBe(1000);
    expect(maxLengthAt(checkoutAddressSchema, 'firstName')).toBe(50);
    // An e-mail is checked after trimming, on the far side of a pipe.
    expect(maxLengthAt(registerBodySchema, 'email')).toBe(254);
  });

  it('walks nested objects, list items and record keys and values', () => {
    expect(maxLengthAt(footerBodySchema, 'companyInfo.contact.email')).toBe(254);
    expect(maxLengthAt(footerBodySchema, 'sections.links.url')).toBe(2000);
    expect(maxLengthAt(adminProductBodySchema, 'variants.sku')).toBe(64);
    expect(maxLengthAt(adminProductBodySchema, 'specifications.$key')).toBe(100);
    expect(maxLengthAt(adminProductBodySchema, 'specifications.Colour')).toBe(500);
    expect(maxLengthAt(adminProductBodySchema, 'specificationsFr.Colour.value')).toBe(500);
  });

  it('refuses a path without a limit rather than letting a form go unbounded', () => {
    expect(() => maxLengthAt(adminProductBodySchema, 'price')).toThrow(/price/);
    expect(() => maxLengthAt(adminProductBodySchema, 'nmae')).toThrow(/nmae/);
  });
});
