import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLoading } from '../../components/ui/app-loading.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Footer } from '../../features/footer/components/footer.tsx';
import { Header } from '../../features/header/components/header.tsx';
import { SignInDialogProvider } from '../sign-in-dialog-provider.tsx';

/** Header and footer around every public page (storefront §2), and the sign-in modal they share. */
export function StorefrontLayout() {
  const { t } = useTranslation();
  return (
    <SignInDialogProvider>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {/* Here too, so the header and footer stay while a page's code arrives. */}
        <Suspense fallback={<AppLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </SignInDialogProvider>
  );
}
