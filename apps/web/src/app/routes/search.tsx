import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Basic search results; filled in by the search issue. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <PlaceholderPage
      title={t('pages.search.title')}
      text={query ? t('pages.search.textWithQuery', { query }) : t('pages.search.text')}
      icon="search"
    />
  );
}
