import { MAIN_CONTENT_ID } from '../components/layout/skip-link.tsx';
import { RouteError } from '../features/errors/components/route-error.tsx';

/** The last-resort boundary, outside the site layout (which may itself have failed). */
export function RootError() {
  return (
    <main id={MAIN_CONTENT_ID} className="px-4">
      <RouteError />
    </main>
  );
}
