import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLoading } from '../../components/ui/app-loading.tsx';
import { loadTextBundle } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Header } from '../../features/header/components/header.tsx';
import { deferredPart } from '../../lib/deferred-part.tsx';
import { SignInDialogProvider } from '../sign-in-dialog-provider.tsx';

/**
 * The footer, below every page: the server renders it with the page, and its code and words (about
 * 4 KB gzip) are fetched as the page hydrates; nothing above the fold waits for them.
 */
const Footer = deferredPart(async () => {
  const module = await import('../../features/footer/components/footer.tsx');
  await loadTextBundle(module.texts);
  return module.Footer;
});

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
