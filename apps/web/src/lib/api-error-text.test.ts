import type { TFunction } from '../i18n/translator.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { storefrontTranslators } from '../i18n/test-translators.ts';
import { loadErrorWording } from './error-wording.ts';
import { ApiError, apiErrorOf } from './api-client.ts';
import { apiErrorText } from './api-error-text.ts';

let en: TFunction;
let fr: TFunction;
beforeAll(async () => {
  ({ en, fr } = storefrontTranslators());
  // As after the first refusal the API client met (error-wording.test.ts covers before).
  await loadErrorWording();
});

describe('what a shopper reads about a failed call', () => {
  it('says a known code in the UI language', () => {
    const error = new ApiError('Invalid promo code', 400, 'INVALID_COUPON');
    expect(apiErrorText(error, en)).toBe('Invalid promo code');
    expect(apiErrorText(error, fr)).toBe('Code promo invalide');
  });

  it('words a message with numbers itself, from the answer’s details', () => {
    const left = new ApiError('Only 3 left in stock', 409, 'INSUFFICIENT_STOCK', { available: 3, inCart: 0 });
    expect(apiErrorText(left, fr)).toBe('Plus que 3 en stock');
    const more = new ApiError('Only 3 left…', 409, 'INSUFFICIENT_STOCK', { available: 3, inCart: 2 });
    expect(apiErrorText(more, en)).toBe('Only 3 left in stock (you already have 2 in your cart)');
    const minimum = new ApiError('needs $100.00', 400, 'COUPON_MINIMUM', { minimum: 100 });
    expect(apiErrorText(minimum, en)).toBe('This promo code needs a subtotal of at least $100.00');
  });

  it('keeps the server’s words when the numbers its own words need did not come with the answer', () => {
    const error = new ApiError('Only 2 left of Lamp', 409, 'INSUFFICIENT_STOCK');
    expect(apiErrorText(error, fr)).toBe('Only 2 left of Lamp');
  });

  it('keeps the server’s words for a client error it has no words for', async () => {
    const error = new ApiError('street: Street is required', 400, 'VALIDATION_ERROR');
    expect(apiErrorText(error, en)).toBe('street: Street is required');
    const answer = { error: 'A rule from a newer server', code: 'SOME_NEWER_CODE' };
    const newer = await apiErrorOf(new Response(JSON.stringify(answer), { status: 400 }));
    expect(apiErrorText(newer, fr)).toBe('A rule from a newer server');
  });

  it('names the refused field by its label and says the rule in the UI language', () => {
    const tooLong = new ApiError('shippingAddress.firstName: Too big…', 400, 'VALIDATION_ERROR', {
      field: 'shippingAddress.firstName',
      rule: 'max_length',
      limit: 50,
    });
    expect(apiErrorText(tooLong, en)).toBe('First name must be at most 50 characters');
    expect(apiErrorText(tooLong, fr)).toBe('Le champ « Prénom » ne doit pas dépasser 50 caractères');
    const control = new ApiError('lastName: must not…', 400, 'VALIDATION_ERROR', {
      field: 'lastName',
      rule: 'control_characters',
    });
    expect(apiErrorText(control, fr)).toBe('Le champ « Nom » contient des caractères non autorisés');
  });

  it('words every code of the list, not only the shop’s own', () => {
    expect(apiErrorText(new ApiError('Not found', 404, 'CATEGORY_NOT_FOUND'), fr)).toBe(
      'Catégorie introuvable',
    );
    expect(apiErrorText(new ApiError('Please login to continue', 401, 'UNAUTHORIZED'), fr)).toBe(
      'Veuillez vous connecter pour continuer',
    );
  });

  it('hides the details of a server fault or a network failure', async () => {
    // A fault whose code this build has no words for (a newer server's) shows none of its sentence.
    const answer = { error: 'Internal Server Error: pool exhausted', code: 'SOME_NEWER_FAULT' };
    const fault = await apiErrorOf(new Response(JSON.stringify(answer), { status: 500 }));
    expect(apiErrorText(fault, en)).toBe('Something went wrong');
    expect(apiErrorText(new TypeError('Failed to fetch'), fr)).toBe("Une erreur s'est produite");
  });
});
