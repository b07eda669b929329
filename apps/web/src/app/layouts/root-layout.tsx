import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLoading } from '../../components/ui/app-loading.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigationPending } from '../navigation-pending.ts';
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
  const pending = useNavigationPending();
  useScrollToTopOnPathChange();

  return (
    <>
      {pending && <div className={styles.progress} role="progressbar" aria-label={t('app.loading')} />}
      {/* Shown while the first page of a visit that the server did not render (the admin) arrives. */}
      <Suspense fallback={<AppLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
