import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Checkout in three steps; filled in by the checkout issue. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.checkout.title')} text={t('pages.checkout.text')} icon="lock" />;
}
