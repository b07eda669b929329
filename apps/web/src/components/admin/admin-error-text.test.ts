import { beforeAll, describe, expect, it } from 'vitest';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';
import { ApiError, apiErrorOf } from '../../lib/api-client.ts';
import { adminErrorTextIn } from './admin-error-text.ts';
import type { ErrorCode } from '@store/shared/error-codes';

let t: ReturnType<typeof adminTranslations>;
beforeAll(async () => {
  t = adminTranslations();
});
/** A refusal as the API answers it; its English sentence is what the panel must not show in French. */
const refused = (status: number, code: ErrorCode, details: Record<string, string | number>) =>
  new ApiError(`The server's English sentence for ${code}`, status, code, details);
const text = (error: unknown, lang: 'en' | 'fr', fallback = 'Failed to save') =>
  adminErrorTextIn(error, fallback, t[lang]);

describe('what the panel says about a refused call', () => {
  it('words a permission refusal in French, naming the permissions by their labels', () => {
    const notHeld = refused(403, 'PERMISSIONS_NOT_HELD', { permissions: 'manage_orders,view_analytics' });
    expect(text(notHeld, 'fr')).toBe(
      'Vous ne pouvez accorder ou retirer que les autorisations que vous détenez vous-même. Vous ne détenez pas : Gérer les commandes et Voir les statistiques.',
    );
    // The upload serves several screens: any one of their permissions would do.
    const upload = refused(403, 'FORBIDDEN', { permissions: 'manage_products,manage_hero' });
    expect(text(upload, 'fr')).toBe(
      'Il faut l’une de ces autorisations : Gérer les produits ou Gérer le carrousel d’accueil.',
    );
    expect(text(upload, 'en')).toBe(
      'This needs one of these permissions: Manage products or Manage hero slider.',
    );
  });

  it('says a schema refusal with the field’s label and the rule, never the schema’s English', () => {
    const images = refused(400, 'VALIDATION_ERROR', { field: 'images', rule: 'max_items', limit: 3 });
    expect(text(images, 'fr')).toBe(
      'Le champ « Images supplémentaires » ne peut pas compter plus de 3 éléments',
    );
    expect(text(images, 'en')).toBe('Additional images can hold at most 3 items');
    const sku = refused(400, 'VALIDATION_ERROR', { field: 'variants.0.sku', rule: 'required' });
    expect(text(sku, 'fr')).toBe('Le champ « SKU » est obligatoire');
  });

  it('fills the names a text needs from the details: a slug, a SKU, a count', () => {
    const slug = refused(409, 'CATEGORY_SLUG_TAKEN', { slug: 'toys' });
    expect(text(slug, 'fr')).toBe('Une catégorie avec le slug « toys » existe déjà.');
    const taken = refused(409, 'SKU_TAKEN', { sku: 'LAMP-1' });
    expect(text(taken, 'fr')).toBe('Le SKU LAMP-1 est déjà utilisé : chaque variante doit avoir le sien.');
    const inUse = refused(409, 'CATEGORY_IN_USE', { count: 1 });
    expect(text(inUse, 'en')).toBe('This category cannot be deleted: 1 product uses it.');
  });

  it('falls back to the screen’s text, and to the server’s sentence on the English panel only', async () => {
    // A code from a newer server than this panel's build.
    const answer = { error: 'A rule this panel does not know yet', code: 'SOME_NEWER_CODE' };
    const newer = await apiErrorOf(new Response(JSON.stringify(answer), { status: 409 }));
    expect(text(newer, 'en')).toBe('A rule this panel does not know yet');
    expect(text(newer, 'fr', 'Échec de l’enregistrement')).toBe('Échec de l’enregistrement');
    expect(text(new ApiError('HTTP error! status: 502', 502, null), 'en')).toBe('Failed to save');
    expect(text(new TypeError('Failed to fetch'), 'fr')).toBe('Failed to save');
  });
});
