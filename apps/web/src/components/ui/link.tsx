import type {
  AnchorHTMLAttributes,
  FocusEvent,
  MouseEvent,
  PointerEvent,
  ReactNode,
  TouchEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { prefetchPage } from '../../lib/page-prefetch.ts';

/**
 * The shop's links between its own pages: a real `<a href>` (it works before the script runs, and
 * opens in a new tab as usual) that, clicked plainly, moves within the app instead of reloading.
 *
 * React Router's own Link carries its framework mode's prefetching, forms and server-component error
 * handling with it: about 4 KB gzip on every first load, for what the shop uses of it, which is this.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address in the shop, from its root (`/product/12`). */
  to: string;
}

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self')
  );
}

type LinkHandlers = Pick<LinkProps, 'onClick' | 'onPointerEnter' | 'onFocus' | 'onTouchStart'>;

/**
 * A plain click moves within the app; a pointer over the link, focus or a touch fetches the page's
 * code meanwhile (the hundred milliseconds or so before the click lands), each after the caller's own.
 */
function useLinkHandlers(to: string, handlers: LinkHandlers): Required<LinkHandlers> {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return {
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      handlers.onClick?.(event);
      if (leftToBrowser(event)) return;
      event.preventDefault();
      // The page already shown is replaced, not stacked: Back then leaves it, as after a reload.
      void navigate(to, { replace: to === `${pathname}${search}${hash}` });
    },
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      handlers.onPointerEnter?.(event);
      prefetchPage(to);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      handlers.onFocus?.(event);
      prefetchPage(to);
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      handlers.onTouchStart?.(event);
      prefetchPage(to);
    },
  };
}

export function Link({ to, onClick, onPointerEnter, onFocus, onTouchStart, children, ...props }: LinkProps) {
  const handlers = useLinkHandlers(to, { onClick, onPointerEnter, onFocus, onTouchStart });
  return (
    <a {...props} href={to} {...handlers}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this very address, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
}

/** A link in a menu: `aria-current="page"` while its page (or one below it) is shown. */
export function NavLink({
  to,
  end = false,
  className,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  children,
  ...props
}: NavLinkProps) {
  const { pathname } = useLocation();
  const handlers = useLinkHandlers(to, { onClick, onPointerEnter, onFocus, onTouchStart });
  const below = to === '/' ? null : `${to.replace(/\/$/, '')}/`;
  const isActive = pathname === to || (!end && below !== null && pathname.startsWith(below));
  return (
    <a
      {...props}
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...handlers}
    >
      {children}
    </a>
  );
}
