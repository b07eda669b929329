import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';
import { orderStatusErrorText } from './order-status-error.ts';

let t: ReturnType<typeof adminTranslations>;
beforeAll(async () => {
  t = adminTranslations();
});
const en = () => t.en;
const fr = () => t.fr;

/** The 409 the API answers for a move the state machine refuses. */
const refused = new ApiError(
  'An order that is processing cannot become confirmed',
  409,
  'INVALID_TRANSITION',
  {
    from: 'processing',
    to: 'confirmed',
  },
);
const refundStuck = new ApiError(
  'The order is cancelled, but the payment provider did not take the refund yet. Set the status to cancelled again to retry the refund.',
  502,
  'PAYMENT_PROVIDER_ERROR',
);

describe('what the status form says when a move fails', () => {
  it('words a refused move in the panel’s language, as the server does in English', () => {
    expect(orderStatusErrorText(refused, 'confirmed', en())).toBe(refused.message);
    expect(orderStatusErrorText(refused, 'confirmed', fr())).toBe(
      'Une commande en préparation ne peut pas passer au statut « confirmée »',
    );
  });

  it('says a refund is still owed, pointing at the retry button', () => {
    expect(orderStatusErrorText(refundStuck, 'cancelled', en())).toBe(
      'The order is cancelled, but the payment provider has not taken the refund yet: retry it below.',
    );
    expect(orderStatusErrorText(refundStuck, 'cancelled', fr())).toMatch(/^La commande est annulée, mais /);
  });

  it('words any other refusal in the panel’s language, else “Failed to update order status”', () => {
    const invalid = new ApiError(
      'notes: Too big: expected string to have <=1000 characters',
      400,
      'VALIDATION_ERROR',
      {
        field: 'notes',
        rule: 'max_length',
        limit: 1000,
      },
    );
    expect(orderStatusErrorText(invalid, 'shipped', en())).toBe('Notes must be at most 1000 characters');
    expect(orderStatusErrorText(invalid, 'shipped', fr())).toBe(
      'Le champ « Notes » ne doit pas dépasser 1000 caractères',
    );
    const noJson = new ApiError('HTTP error! status: 504', 504, null);
    expect(orderStatusErrorText(noJson, 'shipped', en())).toBe('Failed to update order status');
    expect(orderStatusErrorText(new TypeError('Failed to fetch'), 'shipped', fr())).toBe(
      'Échec de la mise à jour du statut de la commande',
    );
    // A 409 without the statuses it names: the server's own words in English, never on the French panel.
    const bare = new ApiError('Conflict', 409, 'INVALID_TRANSITION');
    expect(orderStatusErrorText(bare, 'shipped', en())).toBe('Conflict');
    expect(orderStatusErrorText(bare, 'shipped', fr())).toBe(
      'Échec de la mise à jour du statut de la commande',
    );
  });
});
