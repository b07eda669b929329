import { STORAGE_KEYS } from '@store/shared/constants';
import type { Favorite } from '@store/shared/schemas/favorites';
import { readStorage, writeStorage } from '../storage.ts';
import { parseFavorites } from './favorites-list.ts';

/** Who the stored list was last saved for: a guest, or an account (its id). */
export type FavoritesOwner = 'guest' | string;

export interface StoredFavorites {
  owner: FavoritesOwner;
  items: Favorite[];
}

/**
 * The list under 'favorites' (storefront §9). Guests keep theirs only here; for a signed-in user it is
 * a copy of the server's list, so that it stays after logout (storefront §4). The owner tells the
 * sign-in merge whether the local list holds anything the account has not seen: a copy saved for this
 * very account is not pushed back (it would revive favourites removed on another device).
 */
export function parseStoredFavorites(raw: string | null): StoredFavorites {
  let value: unknown = null;
  try {
    value = raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    // A corrupt entry reads as an empty list rather than breaking the page.
  }
  // A bare array is a guest's list as the spec's client stored it.
  if (Array.isArray(value)) return { owner: 'guest', items: parseFavorites(value) };
  if (value && typeof value === 'object' && 'items' in value) {
    const owner = 'owner' in value && typeof value.owner === 'string' ? value.owner : 'guest';
    return { owner, items: parseFavorites(value.items) };
  }
  return { owner: 'guest', items: [] };
}

export function readStoredFavorites(): StoredFavorites {
  return parseStoredFavorites(readStorage(STORAGE_KEYS.favorites));
}

export function writeStoredFavorites(owner: FavoritesOwner, items: readonly Favorite[]): void {
  writeStorage(STORAGE_KEYS.favorites, JSON.stringify({ owner, items }));
}

/** Guests' clear-all removes the stored copy (storefront §4). */
export function removeStoredFavorites(): void {
  writeStorage(STORAGE_KEYS.favorites, null);
}
