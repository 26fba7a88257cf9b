import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const APP_NAME = 'Hearth staff console';

/**
 * The first page of a visit (or a reload, which keeps React Router's location key) leaves the focus
 * where the browser puts it, so the skip link stays the first stop; every later page takes it.
 */
let firstPageKey: string | undefined;
/** The page the heading last showed: a new query on the same page (filters, sorting) keeps the focus. */
let lastPathname: string | undefined;

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
  // Focus moves on each navigation to another page, not on the first page of the visit.
  useEffect(() => {
    firstPageKey ??= location.key;
    if (location.key !== firstPageKey && location.pathname !== lastPathname) {
      ref.current?.focus();
    }
    lastPathname = location.pathname;
  }, [location.key, location.pathname]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
      {children}
    </h1>
  );
}
