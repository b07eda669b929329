import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { titleFromSlug } from '@store/shared/slug';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Category listing; the title falls back to the slug in capitalised words (storefront §2). */
export function Component() {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  return <PlaceholderPage title={titleFromSlug(category)} text={t('pages.category.text')} icon="grid" />;
}
