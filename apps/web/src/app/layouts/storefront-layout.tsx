import { lazy, memo, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { AppLoading } from '../../components/ui/app-loading.tsx';
import { loadTextBundle } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Header } from '../../features/header/components/header.tsx';
import { hydratingLater } from '../hydrating-later.ts';
import { SignInDialogProvider } from '../sign-in-dialog-provider.tsx';

/** Settles once the footer has hydrated (or its code could not be fetched). */
let footerHydrated = () => {};
const footerHydration = new Promise<void>((resolve) => (footerHydrated = resolve));

const Footer = lazy(async () => {
  const module = await import('../../features/footer/components/footer.tsx').catch((error: unknown) => {
    footerHydrated();
    throw error;
  });
  await loadTextBundle(module.texts);
  return {
    default: function HydratedFooter() {
      useEffect(footerHydrated, []);
      return <module.Footer />;
    },
  };
});

/**
 * The footer, below every page. The server renders it with the page; its code and words (about 4 KB
 * gzip) are fetched as the page hydrates, and React hydrates it when they arrive: nothing above the
 * fold waits for it. Memoized, so a render of the layout does not touch it while it is still the
 * server's HTML (an update there would make React render it afresh instead of hydrating it).
 */
const DeferredFooter = memo(function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
});

/**
 * Before hydrating a server-rendered page: its footer will hydrate after the rest of it, and the
 * interface keeps its language until then (main.tsx).
 */
export function awaitServerFooter(): void {
  if (document.querySelector('body footer')) hydratingLater(footerHydration);
}

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
      <DeferredFooter />
    </SignInDialogProvider>
  );
}
