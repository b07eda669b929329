import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { errorSource } from './error-message.ts';

describe('errorSource', () => {
  it('names a known server code, so its text can be shown in the shopper’s language', () => {
    const error = new ApiError('Invalid email or password', 401, 'INVALID_CREDENTIALS');
    expect(errorSource(error)).toEqual({ kind: 'known', code: 'INVALID_CREDENTIALS' });
  });

  it('keeps the server’s own text for other codes, such as a validation message', () => {
    const error = new ApiError('email: Please enter a valid e-mail address', 400, 'VALIDATION_ERROR');
    expect(errorSource(error)).toEqual({
      kind: 'server',
      text: 'email: Please enter a valid e-mail address',
    });
  });

  it('falls back when the answer carried no error of its own (a proxy page, an empty body)', () => {
    expect(errorSource(new ApiError('HTTP error! status: 502', 502, null))).toEqual({ kind: 'fallback' });
  });

  it('treats anything that is not an API answer as unexpected', () => {
    expect(errorSource(new TypeError('Failed to fetch'))).toEqual({ kind: 'unexpected' });
    expect(errorSource('boom')).toEqual({ kind: 'unexpected' });
  });
});
