import { use } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { loadTextBundle } from '../i18n/i18n.ts';
import { registerPagePrefetch } from '../lib/page-prefetch.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { routeTree, type AppRoute, type PageModule } from './route-tree.tsx';

const loadedPages = new Map<string, PageModule>();
const pendingPages = new Map<string, Promise<PageModule>>();

/** A lazy page's module and texts, fetched once; a failed fetch is tried again on the next visit. */
function loadPage(id: string, load: () => Promise<PageModule>): Promise<PageModule> {
  let pending = pendingPages.get(id);
  if (!pending) {
    pending = load().then(
      async (module) => {
        // Its words first: a page never shows a raw text key, nor switches language as they arrive.
        if (module.texts) await loadTextBundle(module.texts);
        loadedPages.set(id, module);
        return module;
      },
      (error: unknown) => {
        pendingPages.delete(id);
        throw error;
      },
    );
    pendingPages.set(id, pending);
  }
  return pending;
}

/** A page from its own chunk: at once when loaded, else it suspends until it is. */
function LazyPage({ id, load }: { id: string; load: () => Promise<PageModule> }) {
  const { Component } = loadedPages.get(id) ?? use(loadPage(id, load));
  return <Component />;
}

const appRoutes = new Map<string, AppRoute>();

function toRouteObject(route: AppRoute): RouteObject {
  appRoutes.set(route.id, route);
  const { id, load, Component: Layout } = route;
  let element = load ? <LazyPage id={id} load={load} /> : Layout ? <Layout /> : <Outlet />;
  if (route.catchesErrors) element = <RouteErrorBoundary>{element}</RouteErrorBoundary>;
  if (route.index) return { id, index: true, element };
  return { id, path: route.path, element, children: route.children?.map(toRouteObject) };
}

const routeObjects = routeTree.map(toRouteObject);

/** The app's routes, the same in the browser and on the server. */
export function AppRoutes() {
  return useRoutes(routeObjects);
}

/** The routes an address opens, outermost first, with their path parameters. */
export function matchAppRoutes(pathname: string): Array<{ route: AppRoute; params: Record<string, string> }> {
  return (matchRoutes(routeObjects, pathname) ?? []).flatMap(({ route, params }) => {
    const appRoute = route.id === undefined ? undefined : appRoutes.get(route.id);
    const defined = Object.entries(params).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    return appRoute ? [{ route: appRoute, params: Object.fromEntries(defined) }] : [];
  });
}

/**
 * Loads the lazy pages an address opens: before hydrating, so the first render is the page the server
 * rendered; on the server, before rendering, so its HTML holds the page rather than a loading state;
 * before a navigation shows the address (browser-router.tsx). Null when they are loaded already.
 */
export function loadMatchedPages(pathname: string): Promise<void> | null {
  const missing = matchAppRoutes(pathname).flatMap(({ route }) =>
    route.load && !loadedPages.has(route.id) ? [loadPage(route.id, route.load)] : [],
  );
  return missing.length === 0 ? null : Promise.all(missing).then(() => undefined);
}

// A link's page is fetched on the shopper's intent; a failure there is met again, and shown, on the click.
registerPagePrefetch((pathname) => void loadMatchedPages(pathname)?.catch(() => undefined));
