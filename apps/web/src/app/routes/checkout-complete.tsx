import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Return address of the card provider after payment. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.checkoutComplete.title')}
      text={t('pages.checkoutComplete.text')}
      icon="lock"
    />
  );
}
