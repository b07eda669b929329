import type { CriteriaMode, Field, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { adminTranslations } from '../../i18n/admin/admin-translations.fixture.ts';
import { categoryFormResolver } from './category-form-resolver.ts';

const options = {
  fields: {} as Record<string, Field['_f']>,
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError' as CriteriaMode,
} satisfies ResolverOptions<FieldValues>;

const values = (description: string) => ({
  name: 'Toys',
  slug: 'toys',
  description,
  image: '/a.webp',
  icon: 'T',
  order: 0,
  isActive: true,
});

describe('the category form', () => {
  it('says a description over 1,000 characters is too long, not missing, in both languages', async () => {
    const { en, fr } = adminTranslations();
    const tooLong = values('x'.repeat(1001));
    const english = await categoryFormResolver(en)(tooLong, undefined, options);
    const french = await categoryFormResolver(fr)(tooLong, undefined, options);
    expect(english.errors.description?.message).toBe('Category description must be at most 1000 characters');
    expect(french.errors.description?.message).toBe(
      'La description de la catégorie ne doit pas dépasser 1000 caractères',
    );
    const empty = await categoryFormResolver(fr)(values('  '), undefined, options);
    expect(empty.errors.description?.message).toBe('La description de la catégorie est obligatoire');
    expect((await categoryFormResolver(en)(values('x'.repeat(1000)), undefined, options)).errors).toEqual({});
  });
});
