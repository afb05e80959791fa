import Link, { type LinkProps } from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useAppNavigation } from '../core/app-navigation';

export interface AppLinkProps extends Omit<LinkProps, 'href'> {
  /** A route of the app. */
  to: string;
}

/**
 * A link to a route of the app for the screens that may show before the router has loaded:
 * a plain click moves on inside the page; a click with a modifier, or the middle button,
 * opens it in a new tab or window as any link does.
 */
export function AppLink({ to, onClick, ...props }: AppLinkProps) {
  const navigation = useAppNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigation.navigate(to);
  };
  return <Link href={to} onClick={follow} {...props} />;
}
