import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Advanced search with filters; filled in by the search issue. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('pages.advancedSearch.title')}
      text={t('pages.advancedSearch.text')}
      icon="search"
    />
  );
}
