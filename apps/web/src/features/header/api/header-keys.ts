import type { Language } from '@store/shared/constants';
import { recentSearchesKeys } from '../../../lib/recent-searches.ts';

/** Query keys of the header search's dropdown. */
export const headerKeys = {
  /** Every quick search: a change to search (a synonym) refreshes them all. */
  quickSearches: ['quick-search'] as const,
  quickSearch: (term: string, lang: Language) => ['quick-search', term, lang] as const,
  suggestions: (term: string, lang: Language) => ['suggestions', term, lang] as const,
  trending: (lang: Language) => ['trending', lang] as const,
  recent: recentSearchesKeys.of,
};
