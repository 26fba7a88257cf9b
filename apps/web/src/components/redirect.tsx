import { Navigate, type NavigateProps, useHref } from 'react-router';
import { getServerRenderContext } from '../lib/render-context.ts';

/**
 * The app's `<Navigate>`: in the browser it navigates once rendered; rendered on the server it makes
 * the response a redirect to the same place (decision 012), instead of a page the browser leaves.
 */
export function Redirect(props: NavigateProps) {
  const href = useHref(props.to);
  const server = getServerRenderContext();
  if (server) {
    server.redirectTo ??= href;
    return null;
  }
  return <Navigate {...props} />;
}
