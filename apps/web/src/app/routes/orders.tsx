import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** My orders; filled in by the orders issue. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.orders.title')} text={t('pages.orders.text')} icon="briefcase" />;
}
