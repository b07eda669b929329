import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@store/shared/constants';
import { initI18n, settleLanguage } from './i18n/i18n.ts';
import { AppRoutes, loadMatchedPages } from './app/app-routes.tsx';
import { AppBrowserRouter } from './app/browser-router.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { markClientRendered } from './hooks/use-hydrated.ts';
import { hydrateServerAnswers } from './lib/server-answers.ts';
import { SSR_DATA_ID, type SsrData } from './ssr/ssr-data.ts';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The data of a page the server rendered; null for one the browser renders itself (the admin, dev). */
function serverData(): SsrData | null {
  const block = document.getElementById(SSR_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as SsrData) : null;
}

/**
 * Once the page is live (hydrated, or rendered here): marks `<html data-hydrated>`, so journeys and
 * monitoring can tell a page that answers clicks from its HTML, and switches to the shopper's language
 * (switching before hydration would discard the server's HTML).
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    void settleLanguage();
  }, []);
  return null;
}

/**
 * Lets the browser run what waits (a tap, a frame, a fetch's answer) before the next step of starting.
 * The modules' evaluation, the texts, the page's own modules and the first slice of hydrating would
 * otherwise follow one another in one task, as each promise is already settled: one long task that
 * holds a tap for its whole length on a slow phone.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement): Promise<void> {
  // A page the server rendered loads this once it has painted (the boot script, boot-script.ts).
  await nextTask();
  const data = serverData();
  const renderedLang = document.documentElement.lang;
  // Translations are ready before the first paint, so no screen ever flashes raw keys.
  await initI18n(data && isLanguage(renderedLang) ? renderedLang : null);
  await nextTask();
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppBrowserRouter>
          <AppRoutes />
        </AppBrowserRouter>
        <PageLive />
      </AppProviders>
    </StrictMode>
  );
  if (!data) {
    markClientRendered();
    createRoot(root).render(app);
    return;
  }
  hydrateServerAnswers(queryClient, data.queries);
  await nextTask();
  await loadMatchedPages(window.location.pathname);
  await nextTask();
  // In a transition, hydrating yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap or a scroll meanwhile is answered at once.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A page that does not hydrate as rendered is a defect: say so where tests and developers look.
      onRecoverableError: (error) => console.error('Hydration failed:', error),
    });
  });
}

void start(container);
