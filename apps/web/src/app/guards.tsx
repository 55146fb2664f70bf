import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { setApiNavigator } from './api-navigator';
import { useSessionState } from './session';

// Only while signed in, and it logs out through the API client: a chunk of its own keeps both off
// the sign-in page's first load (docs/decisions.md, "Initial load").
export const loadIdleLogout = () => import('../modules/auth/IdleLogout');
const IdleLogout = lazy(() => loadIdleLogout().then((module) => ({ default: module.IdleLogout })));

/**
 * A bar along the top while the next page loads (its code, its prefetched data): a click on a slow
 * connection answers at once. The bar's style is index.html's, which the loading screen shares, so
 * the sign-in page's first load carries no more code for it.
 */
function RouteProgress() {
  const { t } = useTranslation('common');
  const loading = useNavigation().state !== 'idle';
  return loading ? <div className="ganado-progress" role="progressbar" aria-label={t('admin.loading')} /> : null;
}

/**
 * The root of every route: it lends the router's navigate function to the API client (so a
 * failed refresh or a 403 can move the user), shows a page's loading, and runs the idle-logout
 * timer while signed in.
 */
export function SessionRoot() {
  const navigate = useNavigate();
  const session = useSessionState();
  useEffect(() => {
    setApiNavigator((to) => void navigate(to));
  }, [navigate]);
  return (
    <>
      <RouteProgress />
      <Outlet />
      {/* Its chunk, and its texts (auth) on a page that did not load them (routes.tsx), may still be loading. */}
      {session && (
        <Suspense fallback={null}>
          <IdleLogout />
        </Suspense>
      )}
    </>
  );
}

/** docs/product.md §4: a signed-in user going to login or register is sent to /myfarm. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const session = useSessionState();
  if (session) return <Navigate replace to={session.requiredToResetPW ? '/reset-password' : '/myfarm'} />;
  return children ?? <Outlet />;
}

/**
 * docs/product.md §4: every non-public route needs sign-in, otherwise the user goes to login. A user who must
 * change the password first (requiredToResetPW) only gets the reset dialog.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const session = useSessionState();
  const location = useLocation();
  if (!session) return <Navigate replace to="/login" state={{ from: location.pathname + location.search }} />;
  if (session.requiredToResetPW) return <Navigate replace to="/reset-password" />;
  return children ?? <Outlet />;
}
