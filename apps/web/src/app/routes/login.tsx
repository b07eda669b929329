import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Sign-in target of the checkout redirect; filled in by the accounts issue. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.login.title')} text={t('pages.login.text')} icon="user" />;
}
