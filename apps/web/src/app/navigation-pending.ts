import { createContext, useContext } from 'react';

/** True while the browser prepares the next page (its code or data), the old one still on screen. */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
