import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import usersEn from '../../i18n/admin/users.en.json';
import usersFr from '../../i18n/admin/users.fr.json';

describe('the "{n} users found" count', () => {
  it('reads in French at every count, a round million included (French plural "many")', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      fallbackLng: 'en',
      resources: { en: { admin: { users: usersEn } }, fr: { admin: { users: usersFr } } },
      showSupportNotice: false,
    });
    const [en, fr] = [i18n.getFixedT('en', 'admin'), i18n.getFixedT('fr', 'admin')];
    expect([0, 1, 2, 20, 1_000_000].map((count) => fr('users.found', { count }))).toEqual([
      '0 utilisateur trouvé',
      '1 utilisateur trouvé',
      '2 utilisateurs trouvés',
      '20 utilisateurs trouvés',
      '1000000 utilisateurs trouvés',
    ]);
    expect([1, 20].map((count) => en('users.found', { count }))).toEqual(['1 user found', '20 users found']);
  });
});
