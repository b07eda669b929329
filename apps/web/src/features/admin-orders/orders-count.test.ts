import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import auditEn from '../../i18n/admin/audit.en.json';
import auditFr from '../../i18n/admin/audit.fr.json';
import ordersEn from '../../i18n/admin/orders.en.json';
import ordersFr from '../../i18n/admin/orders.fr.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { admin: { orders: ordersEn, audit: auditEn } },
      fr: { admin: { orders: ordersFr, audit: auditFr } },
    },
    showSupportNotice: false,
  });
});

describe('the orders and audit counts', () => {
  it('read “{n} orders found” in English and agree in number in French, a million included', () => {
    const en = i18n.getFixedT('en', 'admin');
    const fr = i18n.getFixedT('fr', 'admin');
    expect(en('orders.found', { count: 2 })).toBe('2 orders found');
    expect(fr('orders.found', { count: 0 })).toBe('0 commande trouvée');
    expect(fr('orders.found', { count: 2 })).toBe('2 commandes trouvées');
    // French names a round million with a plural form of its own ('many'): without it the count
    // fell back to English.
    expect(fr('orders.found', { count: 1_000_000 })).toBe('1000000 commandes trouvées');
    expect(fr('audit.found', { count: 1_000_000 })).toBe('1000000 entrées trouvées');
  });
});
