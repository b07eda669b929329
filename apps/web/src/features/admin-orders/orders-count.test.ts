import { describe, expect, it } from 'vitest';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';

describe('the orders and audit counts', () => {
  it('read “{n} orders found” in English and agree in number in French, a million included', async () => {
    const { en, fr } = adminTranslations();
    expect(en('orders.found', { count: 2 })).toBe('2 orders found');
    expect(fr('orders.found', { count: 0 })).toBe('0 commande trouvée');
    expect(fr('orders.found', { count: 2 })).toBe('2 commandes trouvées');
    // French names a round million with a plural form of its own ('many'): without it the count
    // fell back to English.
    expect(fr('orders.found', { count: 1_000_000 })).toBe('1000000 commandes trouvées');
    expect(fr('audit.found', { count: 1_000_000 })).toBe('1000000 entrées trouvées');
  });
});
