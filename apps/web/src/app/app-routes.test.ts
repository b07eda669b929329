import { describe, expect, it } from 'vitest';
import { serverPages } from '../ssr/server-pages.ts';
import { loadMatchedPages, matchAppRoutes } from './app-routes.tsx';
import { routeTree, type AppRoute } from './route-tree.tsx';

const ids = (path: string) => matchAppRoutes(path).map(({ route }) => route.id);

function pages(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [...(route.load ? [route] : []), ...pages(route.children ?? [])]);
}

describe('the app routes', () => {
  it('match a storefront address through its layouts, with its parameters', () => {
    expect(ids('/product/7')).toEqual(['root', 'storefront', 'storefront-pages', 'product']);
    expect(matchAppRoutes('/product/7').at(-1)?.params).toEqual({ id: '7' });
    expect(ids('/')).toEqual(['root', 'storefront', 'storefront-pages', 'home']);
    expect(ids('/checkout/complete')).toEqual([
      'root',
      'storefront',
      'storefront-pages',
      'personal',
      'checkout-complete',
    ]);
  });

  it('send the admin outside the storefront layout, and any unknown address to not-found', () => {
    expect(ids('/admin/users')).toEqual(['root', 'admin-session', 'admin']);
    expect(ids('/no/such/page')).toEqual(['root', 'storefront', 'storefront-pages', 'not-found']);
  });

  it('load a page once: nothing is left to load the second time', async () => {
    await loadMatchedPages('/pages/about');
    expect(loadMatchedPages('/pages/about')).toBeNull();
  });

  it('give every storefront page what the server writes in its head', () => {
    const storefront = pages(routeTree).filter((route) => route.id !== 'admin');
    expect(storefront.length).toBeGreaterThan(10);
    for (const route of storefront) expect(serverPages[route.id]?.head, route.id).toBeTypeOf('function');
  });
});
