import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_MESSAGES,
  type CategoryFormInput,
  type CategoryFormValues,
  categoryFormSchema,
} from '@store/shared/schemas/admin-categories';
import type { TFunction } from '../../i18n/translator.ts';
import type { Resolver } from 'react-hook-form';
import { byMessage, translatedResolver } from '../../components/admin/translated-resolver.ts';

/** The category form's check: the shared schema, its texts in the panel's language (admin §5). */
export function categoryFormResolver(
  t: TFunction<'admin'>,
): Resolver<CategoryFormInput, unknown, CategoryFormValues> {
  return translatedResolver(
    zodResolver(categoryFormSchema),
    byMessage(CATEGORY_MESSAGES, (key) =>
      t(`categories.validation.${key as keyof typeof CATEGORY_MESSAGES}`, { max: CATEGORY_DESCRIPTION_MAX }),
    ),
  );
}
