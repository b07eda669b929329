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
 * again when the language changes or texts arrive.
 */
export function useTranslation<NS extends Namespace = 'translation'>(
  ns?: NS,
): { t: TFunction<NS>; language: Language } {
  const translations = useContext(TranslationsContext);
  useSyncExternalStore(translations.subscribe, translations.snapshot, translations.snapshot);
  return { t: translations.getFixedT(null, ns), language: translations.language };
}
