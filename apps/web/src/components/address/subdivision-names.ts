import { useEffect } from 'react';
import { loadTextBundle } from '../../i18n/i18n.ts';
import type { TFunction, TKey } from '../../i18n/translator.ts';

/**
 * The names of states and provinces (the `subdivisions` section of en.json / fr.json) are a bundle of
 * their own, fetched when a list is first shown: in a page's first load they would weigh about 1 KB
 * gzip, which the checkout does not have. Until they are in, an option shows its code.
 */

let requested = false;

export function useSubdivisionNames(): void {
  useEffect(() => {
    if (requested) return;
    requested = true;
    import('texts:subdivisions')
      .then(({ default: bundle }) => loadTextBundle(bundle))
      .catch(() => {
        // Tried again by the next list shown.
        requested = false;
      });
  }, []);
}

/** 'US', 'CA' → 'California'; the code itself while the names are not in. */
export function subdivisionName(t: TFunction, country: string, code: string): string {
  // Built from the shared lists' codes: a test holds en.json and fr.json to a name for each.
  return t(`subdivisions.${country}.${code}` as TKey, { defaultValue: code });
}
