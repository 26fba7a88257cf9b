import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { logError } from '../../../lib/log-error.ts';
import { ErrorFallback } from './error-fallback.tsx';
import { NotFound } from './not-found.tsx';

/** A route's ErrorBoundary: a 404 response is the not-found page, anything else the fallback (logged). */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) {
      logError('page failed', error);
    }
  }, [error, isNotFound]);
  return isNotFound ? <NotFound /> : <ErrorFallback />;
}
