import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_MESSAGES, categoryFormSchema } from '@store/shared/schemas/admin-categories';
import type { CriteriaMode, Field, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { byMessage, translatedResolver } from './translated-resolver.ts';

const FRENCH: Record<string, string> = {
  name: 'Le nom de la catégorie est obligatoire',
  order: 'L’ordre doit être un nombre valide',
};
const translate = byMessage(CATEGORY_MESSAGES, (key) => FRENCH[key] ?? `?${key}`);
const options = {
  fields: {} as Record<string, Field['_f']>,
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError' as CriteriaMode,
} satisfies ResolverOptions<FieldValues>;

describe('translatedResolver', () => {
  it('words the shared schema’s messages in the panel’s language', async () => {
    const resolver = translatedResolver(zodResolver(categoryFormSchema), translate);
    const result = await resolver(
      { name: '', slug: 'toys', description: 'd', image: '/a.webp', icon: 'T', order: -1, isActive: true },
      undefined,
      options,
    );
    expect(result.errors.name?.message).toBe(FRENCH.name);
    expect(result.errors.order?.message).toBe(FRENCH.order);
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'order']);
  });

  it('passes valid values through untouched, and leaves unknown messages as they are', async () => {
    const resolver = translatedResolver(zodResolver(categoryFormSchema), translate);
    const valid = { name: 'Toys', slug: 'toys', description: 'd', image: '/a.webp', icon: 'T', order: 0 };
    const result = await resolver({ ...valid, isActive: true }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Toys', nameFr: null });
    expect(translate('Something else')).toBe('Something else');
  });
});
