import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { apiErrorText } from './api-error-text.ts';

// Stands in for i18next: shows which key was asked for.
const t = ((key: string) => `t(${key})`) as unknown as TFunction;

describe('what a shopper reads about a failed cart call', () => {
  it('says a known code in the UI language', () => {
    expect(apiErrorText(new ApiError('Invalid promo code', 400, 'INVALID_COUPON'), t)).toBe(
      't(apiErrors.INVALID_COUPON)',
    );
  });

  it('keeps the server’s own words when they carry numbers', () => {
    const error = new ApiError('Only 3 left in stock', 409, 'INSUFFICIENT_STOCK');
    expect(apiErrorText(error, t)).toBe('Only 3 left in stock');
  });

  it('hides the details of a server fault or a network failure', () => {
    expect(apiErrorText(new ApiError('Internal Server Error', 500, 'INTERNAL'), t)).toBe(
      't(common.somethingWentWrong)',
    );
    expect(apiErrorText(new TypeError('Failed to fetch'), t)).toBe('t(common.somethingWentWrong)');
  });
});
