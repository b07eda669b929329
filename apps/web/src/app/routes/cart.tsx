import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Cart page; filled in by the cart issue. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.cart.title')} text={t('pages.cart.text')} icon="cart" />;
}
