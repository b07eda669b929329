import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorMessage } from './error-message.ts';

// Stands in for i18next: shows which key was asked for.
const t = ((key: string) => `t(${key})`) as unknown as TFunction;
const text = (error: unknown) => errorMessage(error, t, 'Login failed', 'Something went wrong');

describe('errorMessage', () => {
  it('says a known server code in the shopper’s language', () => {
    expect(text(new ApiError('Invalid email or password', 401, 'INVALID_CREDENTIALS'))).toBe(
      't(apiErrors.INVALID_CREDENTIALS)',
    );
  });

  it('keeps the server’s own text for other codes, such as a validation message', () => {
    const error = new ApiError('email: Please enter a valid e-mail address', 400, 'VALIDATION_ERROR');
    expect(text(error)).toBe('email: Please enter a valid e-mail address');
  });

  it('falls back when the answer carried no error of its own (a proxy page, an empty body)', () => {
    expect(text(new ApiError('HTTP error! status: 502', 502, null))).toBe('Login failed');
  });

  it('treats anything that is not an API answer as unexpected', () => {
    expect(text(new TypeError('Failed to fetch'))).toBe('Something went wrong');
    expect(text('boom')).toBe('Something went wrong');
  });
});
