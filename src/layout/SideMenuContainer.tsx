import { APP_VERSION } from '../../machines/constants';
import { sideMenuLinks } from '../../machines/rules/menu';
import { selectCanLogOut, selectIsAdmin, selectIsLoggedIn, selectMenuTitle } from '../../machines/session';
import { useSession, useSessionEvents } from '../app/hooks';
import SideMenu from '../ui/SideMenu';

export interface SideMenuContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPath: string;
}

/** The shell's side menu (src/layout/Layout.tsx): a chunk of its own, loaded when it first opens. */
export default function SideMenuContainer({ open, onOpenChange, currentPath }: SideMenuContainerProps) {
  const session = useSessionEvents();
  const isLoggedIn = useSession(selectIsLoggedIn);
  const isAdmin = useSession(selectIsAdmin);
  const menuTitle = useSession(selectMenuTitle);
  const canLogOut = useSession(selectCanLogOut);
  // The account screens are listed once signed in, delivery time or not (machines/rules/menu accountLinks).
  const audience = { isLoggedIn, isAdmin };
  return (
    <SideMenu
      open={open}
      onOpenChange={onOpenChange}
      displayName={isLoggedIn ? menuTitle : null}
      accountHref={isLoggedIn ? '/mi-cuenta' : null}
      onAccountClick={isLoggedIn ? undefined : session.startSignIn}
      links={sideMenuLinks(audience).map((l) => ({
        label: l.label,
        href: l.href,
        external: l.external,
        onClick: l.id === 'login' ? session.startSignIn : undefined,
      }))}
      currentPath={currentPath}
      onLogout={canLogOut ? session.logOut : undefined}
      version={APP_VERSION}
    />
  );
}
