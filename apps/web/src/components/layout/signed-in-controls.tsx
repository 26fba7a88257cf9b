import { NavMenu } from './nav-menu.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';

/** The header controls only a signed-in user has; loaded on demand to keep the first page small. */
export function SignedInControls() {
  return (
    <>
      <NotificationsMenu />
      <NavMenu />
    </>
  );
}
