import { describe, expect, it } from 'vitest';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';

describe('the "{n} users found" count', () => {
  it('reads in French at every count, a round million included (French plural "many")', async () => {
    const { en, fr } = adminTranslations();
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
