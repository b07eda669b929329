import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { loadMatchedPages } from './app-routes.tsx';
import { NavigationPendingContext } from './navigation-pending.ts';

/**
 * React Router's BrowserRouter, plus whether a navigation is pending. As with React Router's data
 * routers, a new address is shown once its pages' code has arrived: until then the current page stays,
 * interactive and with the progress bar shown, and what the shopper types meanwhile is not overwritten
 * by the new address's state. The history is made on first render, not on import: by then the address
 * is final (i18n.ts may take `lang` out of it).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [loading, setLoading] = useState(false);
  const [rendering, startTransition] = useTransition();
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      const show = () => {
        setLoading(false);
        startTransition(() => setState({ action, location }));
      };
      const pages = loadMatchedPages(location.pathname);
      if (!pages) return show();
      setLoading(true);
      // A page that failed to load is shown anyway: it tries again, and its error screen says so.
      void pages
        .catch(() => undefined)
        .then(() => {
          if (navigation === latest) show();
        });
    });
  }, [history]);
  return (
    <NavigationPendingContext value={loading || rendering}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
