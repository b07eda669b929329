import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

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

function useLinkClick(to: string, onClick: LinkProps['onClick']) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event)) return;
    event.preventDefault();
    // The page already shown is replaced, not stacked: Back then leaves it, as after a reload.
    void navigate(to, { replace: to === `${pathname}${search}${hash}` });
  };
}

export function Link({ to, onClick, children, ...props }: LinkProps) {
  return (
    <a {...props} href={to} onClick={useLinkClick(to, onClick)}>
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
export function NavLink({ to, end = false, className, onClick, children, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const below = to === '/' ? null : `${to.replace(/\/$/, '')}/`;
  const isActive = pathname === to || (!end && below !== null && pathname.startsWith(below));
  return (
    <a
      {...props}
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      onClick={useLinkClick(to, onClick)}
    >
      {children}
    </a>
  );
}
