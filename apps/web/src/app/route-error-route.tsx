import { RouteError } from '../features/errors/components/route-error.tsx';

/** Page errors inside the site layout: header and footer stay, the page becomes the fallback. */
export function RouteErrorRoute() {
  return <RouteError />;
}
