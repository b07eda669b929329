import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Favourites (wishlist); filled in by the favourites issue. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.favorites.title')} text={t('pages.favorites.text')} icon="heart" />;
}
