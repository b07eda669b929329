import type { TFunction } from '../i18n/translator.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { storefrontTranslators } from '../i18n/test-translators.ts';
import { loadErrorWording } from './error-wording.ts';
import { ApiError } from './api-client.ts';
import { errorMessage } from './error-message.ts';

let en: TFunction;
let fr: TFunction;
beforeAll(async () => {
  ({ en, fr } = storefrontTranslators());
  // As after the first refusal the API client met (error-wording.test.ts covers before).
  await loadErrorWording();
});
const text = (error: unknown, t: TFunction = en) =>
  errorMessage(error, t, 'Login failed', 'Something went wrong');

describe('errorMessage', () => {
  it('says a known server code in the shopper’s language', () => {
    const error = new ApiError('Invalid email or password', 401, 'INVALID_CREDENTIALS');
    expect(text(error, fr)).toBe('E-mail ou mot de passe incorrect');
  });

  it('words a validation refusal with the field’s label, from its details', () => {
    const error = new ApiError('email: Invalid email address', 400, 'VALIDATION_ERROR', {
      field: 'email',
      rule: 'email',
    });
    expect(text(error)).toBe('Email is not a valid e-mail address');
    expect(text(error, fr)).toBe("Le champ « E-mail » n'est pas une adresse e-mail valide");
  });

  it('keeps the server’s own text for a validation message without details', () => {
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
