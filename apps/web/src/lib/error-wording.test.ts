import { describe, expect, it } from 'vitest';
import { storefrontTranslators } from '../i18n/test-translators.ts';
import { ApiError, apiErrorOf } from './api-client.ts';
import { apiErrorText } from './api-error-text.ts';
import { errorWording } from './error-wording.ts';

const { fr } = storefrontTranslators();

describe('the wording of refusals, loaded with the first one', () => {
  it('shows the server’s own words until a refusal has loaded the wording, the shopper’s after', async () => {
    expect(errorWording()).toBeNull();
    expect(apiErrorText(new ApiError('Invalid promo code', 400, 'INVALID_COUPON'), fr)).toBe(
      'Invalid promo code',
    );

    const answer = new Response(JSON.stringify({ error: 'Invalid promo code', code: 'INVALID_COUPON' }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
    const refusal = await apiErrorOf(answer);
    expect(errorWording()).not.toBeNull();
    expect(apiErrorText(refusal, fr)).toBe('Code promo invalide');
  });
});
