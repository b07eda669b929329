import { useEffect, useState } from 'react';
import { loadErrorTexts } from '../i18n/i18n.ts';
import type * as ErrorWordsModule from './error-words.ts';

let loaded: typeof ErrorWordsModule | null = null;

/**
 * How server refusals are worded (error-words.ts, with the shared list of codes) and the storefront's
 * words for them: fetched with the first refusal, before anyone can show it (api-client.ts). Most
 * visits meet none, and the two would weigh over 4 KB gzip on every first load.
 */
export async function loadErrorWording(): Promise<void> {
  // Once in, a later language switch loads their words with every other text in use (i18n.ts).
  if (loaded) return;
  const [module] = await Promise.all([import('./error-words.ts'), loadErrorTexts()]);
  loaded = module;
}

/** The wording, once a refusal has loaded it; null before (the server's own text shows then). */
export function errorWording(): typeof ErrorWordsModule | null {
  return loaded;
}

/**
 * For a screen that words a code it did not get from a refusal (a cart's coupon issue): loads the
 * wording when needed and renders again once it is there.
 */
export function useErrorWording(needed: boolean): void {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed || loaded) return;
    void loadErrorWording().then(
      () => setLoaded(true),
      () => undefined,
    );
  }, [needed]);
}
