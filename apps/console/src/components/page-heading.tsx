import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const APP_NAME = 'Hearth staff console';

/**
 * The first page of a visit (or a reload, which keeps React Router's location key) leaves the focus
 * where the browser puts it, so the skip link stays the first stop; every later page takes it.
 */
let firstPageKey: string | undefined;
/** Where the heading last was: a new query on the same page (filters, sorting) keeps the focus. */
let lastPlace: { pathname: string; search: string } | undefined;

/**
 * The page's one h1: it names the document, and after a navigation it takes the focus so a screen
 * reader starts at the new page and the next Tab goes into it.
 */
export function PageHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    document.title = `${children} · ${APP_NAME}`;
  }, [children]);
  // Focus moves on each navigation (a new location key), not on the first page of the visit, nor
  // when only the page's own query changed.
  useEffect(() => {
    firstPageKey ??= location.key;
    const queryOnly = lastPlace?.pathname === location.pathname && lastPlace.search !== location.search;
    if (location.key !== firstPageKey && !queryOnly) {
      ref.current?.focus();
    }
    lastPlace = { pathname: location.pathname, search: location.search };
  }, [location.key, location.pathname, location.search]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
      {children}
    </h1>
  );
}
