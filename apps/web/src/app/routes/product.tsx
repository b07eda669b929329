import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Product detail; filled in by the product page issue. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title={t('pages.product.title')} text={t('pages.product.text', { id })} icon="tag" />
  );
}
