import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Order confirmation; filled in by the orders issue. */
export function Component() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <PlaceholderPage
      title={t('pages.orderConfirmation.title')}
      text={t('pages.orderConfirmation.text', { orderId })}
      icon="briefcase"
    />
  );
}
