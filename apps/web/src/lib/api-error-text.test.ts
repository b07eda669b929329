import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { apiErrorText } from './api-error-text.ts';

// Stands in for i18next: shows which key was asked for and with which values.
const t = ((key: string, values?: object) =>
  values && Object.keys(values).length
    ? `t(${key}, ${JSON.stringify(values)})`
    : `t(${key})`) as unknown as TFunction;

describe('what a shopper reads about a failed call', () => {
  it('says a known code in the UI language', () => {
    expect(apiErrorText(new ApiError('Invalid promo code', 400, 'INVALID_COUPON'), t)).toBe(
      't(apiErrors.INVALID_COUPON)',
    );
  });

  it('words a message with numbers itself, from the answer’s details', () => {
    const left = new ApiError('Only 3 left in stock', 409, 'INSUFFICIENT_STOCK', { available: 3, inCart: 0 });
    expect(apiErrorText(left, t)).toBe('t(apiErrors.INSUFFICIENT_STOCK, {"available":3,"inCart":0})');
    const more = new ApiError('Only 3 left…', 409, 'INSUFFICIENT_STOCK', { available: 3, inCart: 2 });
    expect(apiErrorText(more, t)).toBe('t(apiErrors.INSUFFICIENT_STOCK_IN_CART, {"available":3,"inCart":2})');
    const minimum = new ApiError('needs $100.00', 400, 'COUPON_MINIMUM', { minimum: 100 });
    expect(apiErrorText(minimum, t)).toBe('t(apiErrors.COUPON_MINIMUM, {"minimum":"$100.00"})');
  });

  it('keeps the server’s words when the numbers its own words need did not come with the answer', () => {
    // The stand-in t above leaves no placeholder; i18next leaves '{{available}}' when the value is missing.
    const i18next = ((key: string) => `${key}: only {{available}} left`) as unknown as TFunction;
    const error = new ApiError('Only 2 left of Lamp', 409, 'INSUFFICIENT_STOCK');
    expect(apiErrorText(error, i18next)).toBe('Only 2 left of Lamp');
  });

  it('keeps the server’s words for a client error it has no words for', () => {
    const error = new ApiError('street: Street is required', 400, 'VALIDATION_ERROR');
    expect(apiErrorText(error, t)).toBe('street: Street is required');
  });

  it('hides the details of a server fault or a network failure', () => {
    expect(apiErrorText(new ApiError('Internal Server Error', 500, 'INTERNAL'), t)).toBe(
      't(common.somethingWentWrong)',
    );
    expect(apiErrorText(new TypeError('Failed to fetch'), t)).toBe('t(common.somethingWentWrong)');
  });
});
