import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@store/shared/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useQuickSearch } from '../api/get-quick-search.ts';
import { useRecent } from '../api/get-recent.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { useTrending } from '../api/get-trending.ts';
import { emptyBoxGroups, typedGroups, type OptionGroup } from '../search-options.ts';

export interface SearchDropdown {
  groups: OptionGroup[];
  /** The first answer for the typed words is still on its way. */
  searching: boolean;
}

/**
 * The rows of the header dropdown for the current text. Typing is debounced (300 ms) and nothing is
 * asked under two non-blank characters (storefront §4, §5); an empty box asks for recent and trending
 * searches, and only while the dropdown is open.
 */
export function useSearchDropdown(text: string, open: boolean): SearchDropdown {
  const trimmed = text.trim();
  const term = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const ask = open && term.length >= SEARCH_MIN_CHARS;
  const results = useQuickSearch(term, ask);
  const suggestions = useSuggestions(term, ask);
  const emptyBox = trimmed === '';
  const recent = useRecent(open && emptyBox);
  const trending = useTrending(open && emptyBox);

  if (trimmed.length >= SEARCH_MIN_CHARS) {
    return {
      groups: typedGroups(trimmed, results.data, suggestions.data),
      searching: results.data === undefined && !results.isError,
    };
  }
  if (emptyBox) return { groups: emptyBoxGroups(recent.data, trending.data), searching: false };
  return { groups: [], searching: false };
}
