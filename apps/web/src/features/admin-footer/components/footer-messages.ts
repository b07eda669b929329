import { FOOTER_MESSAGES } from '@store/shared/schemas/admin-footer';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { byMessage } from '../../../components/admin/translated-resolver.ts';

/** Turns the shared schema's English messages into the panel's language (for translatedResolver). */
export function useFooterMessages(): (message: string) => string {
  const { t } = useTranslation('admin');
  return useMemo(
    () => byMessage(FOOTER_MESSAGES, (key) => t(`footer.validation.${key as keyof typeof FOOTER_MESSAGES}`)),
    [t],
  );
}
