import { useTranslation } from '../../i18n/use-translation.ts';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Any path the shop does not know. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.notFound.title')} text={t('pages.notFound.text')} icon="alert" />;
}
