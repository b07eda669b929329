import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '@store/shared/constants';
import { Translations, type Namespace, type TFunction } from './translator.ts';

/**
 * The browser's texts: one store for the page's life. The server renders each page inside a
 * `TranslationsProvider` of its language instead, so two pages rendered at once never share words.
 */
export const browserTranslations = new Translations();

const TranslationsContext = createContext<Translations>(browserTranslations);

export function TranslationsProvider({ value, children }: { value: Translations; children: ReactNode }) {
  return createElement(TranslationsContext.Provider, { value }, children);
}

/**
 * `t` for a namespace (the storefront's by default) and the language it speaks; the component renders
 * again when the language changes or texts arrive. While it hydrates it speaks the language of the
 * server's HTML (React reads the server snapshot then), so it matches that HTML even when the shopper's
 * own language was applied before this part of the page hydrated; it switches right after.
 */
export function useTranslation<NS extends Namespace = 'translation'>(
  ns?: NS,
): { t: TFunction<NS>; language: Language } {
  const translations = useContext(TranslationsContext);
  useSyncExternalStore(translations.subscribe, translations.snapshot, translations.snapshot);
  const language = useSyncExternalStore(
    translations.subscribe,
    () => translations.language,
    () => translations.hydrationLanguage,
  );
  return { t: translations.getFixedT(language, ns), language };
}
