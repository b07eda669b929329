import { STORAGE_KEYS } from '@store/shared/constants';
import { useStoredValue } from '../../../hooks/use-stored-value.ts';
import { parseJsonList } from './parse-json-list.ts';

/** Number of favourites kept in local storage; the favourites issue makes this the live list's size. */
export function useFavoritesCount(): number {
  return parseJsonList(useStoredValue(STORAGE_KEYS.favorites)).length;
}
