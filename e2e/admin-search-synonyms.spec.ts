import type { APIRequestContext } from '@playwright/test';
import { searchSynonymListSchema } from '@store/shared/schemas/admin-search-synonyms';
import { expect, test } from './fixtures.ts';
import { CATALOGUE_MANAGER, SUPERADMIN, adminApi, adminPages, openAdmin } from './support/admin-pages.ts';
import { sidewaysOverflow } from './support/catalog-pages.ts';
import { picture } from './support/screenshots.ts';

/*
 * Search synonyms (issue 19): a catalogue manager reaches them from the products screen, adds a group
 * and sees it in the list; a word another group holds is refused at the field, in the panel's
 * language. Journeys share one database, so each group carries a word of its own and is deleted
 * however the test ends.
 */

const groups = async (request: APIRequestContext, token: string) =>
  (
    await adminApi.call(request, token, 'GET', '/search-synonyms', (body) =>
      searchSynonymListSchema.parse(body),
    )
  ).synonyms;

/** Deletes the groups holding `word`, whatever the journey managed to do. */
async function removeGroupsWith(request: APIRequestContext, token: string, word: string) {
  for (const group of await groups(request, token)) {
    if (!group.words.includes(word)) continue;
    await request.delete(`/api/admin/search-synonyms/${group.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

/** A word no other journey or run uses: letters only, as a shopper might type. */
const uniqueWord = (stem: string) =>
  `${stem}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;

test.describe('on a desktop, in English', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a catalogue manager adds a synonym group from the products screen and sees it', async ({
    page,
    request,
    pageProblems,
  }) => {
    const token = await adminApi.login(request, CATALOGUE_MANAGER);
    const word = uniqueWord('parka');
    const a = adminPages(page);
    const { t } = a;
    const taken = (await groups(request, token)).find((g) => g.words.includes('sneakers'));
    if (!taken) throw new Error('the seeded shoes group is missing');
    // The refusal of a word another group holds is provoked on purpose.
    pageProblems.allow('/api/admin/search-synonyms');
    try {
      await openAdmin(page, token, '/admin/products');
      await a.main.getByRole('link', { name: t('products.synonyms'), exact: true }).click();
      await expect(a.heading('synonyms.title')).toBeVisible();
      await expect(a.table('synonyms.table.caption').getByText('sneakers', { exact: true })).toBeVisible();

      const add = a.main.getByRole('button', { name: t('synonyms.add'), exact: true });
      await add.click();
      const dialog = a.dialog('synonyms.createTitle');
      const words = dialog.getByLabel(t('synonyms.form.words'), { exact: true });
      const save = dialog.getByRole('button', { name: t('synonyms.create'), exact: true });
      await words.fill(word);
      await save.click();
      await expect(
        dialog.getByText(t('synonyms.validation.tooFew', { min: 2 }), { exact: true }),
      ).toBeVisible();

      // 'Sneakers' sits in the seeded shoes group: the server refuses it, and says so at the field.
      await words.fill(`${word}, Sneakers`);
      await save.click();
      const refusal = t('errors.SEARCH_SYNONYM_WORD_TAKEN', {
        word: 'Sneakers',
        group: taken.words.join(', '),
      });
      await expect(dialog.getByText(refusal, { exact: true })).toBeVisible();
      await expect(words).toBeFocused();
      await picture(page, 'admin-search-synonyms-dialog-en-desktop');

      await words.fill(`${word}, anorak${word}, doudoune${word}`);
      await save.click();
      await expect(dialog).toBeHidden();
      // The dialog gives the focus back to the button that opened it.
      await expect(add).toBeFocused();

      const table = a.table('synonyms.table.caption');
      const row = table.getByRole('row').filter({ hasText: word });
      await expect(row.getByRole('listitem')).toHaveText([word, `anorak${word}`, `doudoune${word}`]);
      await a.main.getByLabel(t('synonyms.filter'), { exact: true }).fill(`ANORAK${word}`);
      await expect(a.main.getByText(t('synonyms.found', { count: 1 }), { exact: true })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      await picture(page, 'admin-search-synonyms-en-desktop', true);

      const saved = (await groups(request, token)).find((g) => g.words.includes(word));
      expect(saved?.words).toEqual([word, `anorak${word}`, `doudoune${word}`]);
    } finally {
      await removeGroupsWith(request, token, word);
    }
  });
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('preferred-language', 'fr')`);
  });

  test('un responsable du catalogue ajoute un groupe de synonymes et le voit', async ({ page, request }) => {
    const token = await adminApi.login(request, CATALOGUE_MANAGER);
    const word = uniqueWord('imperméable');
    const a = adminPages(page, 'fr');
    const { t } = a;
    try {
      await openAdmin(page, token, '/admin/products');
      await expect(a.heading('products.title')).toBeVisible();
      await picture(page, 'admin-products-synonyms-link-fr-phone');
      await a.main.getByRole('link', { name: t('products.synonyms'), exact: true }).click();
      await expect(a.heading('synonyms.title')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);

      await a.main.getByRole('button', { name: t('synonyms.add'), exact: true }).click();
      const dialog = a.dialog('synonyms.createTitle');
      const words = dialog.getByLabel(t('synonyms.form.words'), { exact: true });
      await expect(dialog.getByText(t('synonyms.form.wordsHint'), { exact: true })).toBeVisible();
      const save = dialog.getByRole('button', { name: t('synonyms.create'), exact: true });
      await words.fill(`${word}, ciré;${word}`);
      await save.click();
      const refusal = t('synonyms.validation.characters', { word: `ciré;${word}` });
      await expect(dialog.getByText(refusal, { exact: true })).toBeVisible();
      await picture(page, 'admin-search-synonyms-dialog-fr-phone');
      await words.fill(`${word}, ciré ${word}, K-way ${word}`);
      await save.click();
      await expect(dialog).toBeHidden();

      const table = a.table('synonyms.table.caption');
      const row = table.getByRole('row').filter({ hasText: `ciré ${word}` });
      await expect(row.getByRole('listitem')).toHaveText([word, `ciré ${word}`, `K-way ${word}`]);
      await expect(
        row.getByRole('button', {
          name: t('synonyms.editNamed', { words: `${word}, ciré ${word}, K-way ${word}` }),
        }),
      ).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await a.main.getByLabel(t('synonyms.filter'), { exact: true }).fill(word);
      await picture(page, 'admin-search-synonyms-fr-phone', true);

      // The change is audited; the journal shows the group's words as words, not as JSON.
      await openAdmin(page, await adminApi.login(request, SUPERADMIN), '/admin/audit');
      const entry = a.main.getByRole('listitem').filter({ hasText: t('audit.entityOne.searchSynonym') });
      await expect(
        entry.getByRole('cell', { name: `${word}, ciré ${word}, K-way ${word}`, exact: true }).first(),
      ).toBeVisible();
      await picture(page, 'admin-audit-synonyms-fr-phone');
    } finally {
      await removeGroupsWith(request, token, word);
    }
  });
});
