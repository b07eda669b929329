import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Profile with its tabs; filled in by the accounts issue. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.profile.title')} text={t('pages.profile.text')} icon="user" />;
}
