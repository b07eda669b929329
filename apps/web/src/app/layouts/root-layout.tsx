import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './root-layout.module.css';

/** Every path change starts at the top of the page (storefront §2); query-only changes keep the position. */
function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Shared by the storefront and admin: scroll reset and a progress bar while a route loads. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useScrollToTopOnPathChange();

  return (
    <>
      {navigation.state !== 'idle' && (
        <div className={styles.progress} role="progressbar" aria-label={t('app.loading')} />
      )}
      <Outlet />
    </>
  );
}
