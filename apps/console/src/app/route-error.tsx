import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Alert } from '../components/alert.tsx';
import { errorMessage } from '../lib/api-error.ts';

/** A page that could not load: the reason, inside the shell when the shell itself loaded. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <main id="main" className="p-6">
      <h1 className="mb-4 text-2xl font-semibold">This page could not be shown</h1>
      <Alert>{message}</Alert>
    </main>
  );
}
