import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { isStaffOnly } from '@/lib/roles';

export interface NavLink {
  label: string;
  href: string;
}

/** The hotel of the current URL, if the URL is inside a hotel (/{hotelId}/...). */
export function useHotelFromUrl(): string | null {
  const match = useMatch('/:hotelId/*');
  const hotelId = match?.params.hotelId;
  return hotelId && hotelId !== 'login' ? hotelId : null;
}

export function useNavLinks(hotelId: string | null): NavLink[] {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user || !hotelId) return [];
  const register = {
    label: t('nav.registerFound'),
    href: paths.registerFoundItem.getHref(hotelId),
  };
  if (isStaffOnly(user)) return [register];
  return [
    { label: t('nav.reportLost'), href: paths.reportLostItem.getHref(hotelId) },
    register,
    { label: t('nav.dashboard'), href: paths.admin.getHref(hotelId) },
    { label: t('nav.settings'), href: paths.settings.getHref(hotelId) },
  ];
}

/**
 * After a navigation, focus moves to the new page's heading (its first h1), so that a screen
 * reader announces the page and Tab starts from it; a field the page focused itself (the
 * registration form's type field) keeps the focus. The first load leaves focus alone.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const main = document.querySelector('main');
      const heading = main?.querySelector('h1');
      const active = document.activeElement;
      const pageFocusedItself =
        active && active !== document.body && main?.contains(active) && active.tagName !== 'H1';
      if (pageFocusedItself || heading || tries > 50) window.clearInterval(timer);
      if (heading && !pageFocusedItself) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname]);
}
