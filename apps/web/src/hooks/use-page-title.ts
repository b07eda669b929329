import { useEffect } from 'react';

export const SITE_TITLE = 'E-Commerce';

/** Sets '{page} | E-Commerce' while the page is shown and restores 'E-Commerce' on leave (storefront §2). */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE_TITLE}` : SITE_TITLE;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [page]);
}
