import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { useBranchScope } from '../features/branch-rights/index.ts';
import { isAdmin, isAuthenticated, useSession } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';

export const FORBIDDEN_MESSAGE = 'Bạn không có quyền truy cập trang này';

function LoginRedirect() {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return <Navigate to={`/auth/login?redirect=${encodeURIComponent(back)}`} replace />;
}

/** Members' pages: signed in to this clan. */
export function RequireAuth() {
  const session = useSession();
  return isAuthenticated(session) ? <Outlet /> : <LoginRedirect />;
}

function Forbidden() {
  useEffect(() => {
    toast.warn(FORBIDDEN_MESSAGE);
  }, []);
  return <Navigate to="/" replace />;
}

/** Admin pages: signed in with role admin (DESIGN §7 guards every one of them). */
export function RequireAdmin() {
  const session = useSession();
  if (!isAuthenticated(session)) return <LoginRedirect />;
  return isAdmin(session) ? <Outlet /> : <Forbidden />;
}

/**
 * The tree editor (`/tree/:id`): admins, and members who keep a branch (issue 24), who edit the persons
 * inside it there (the rest of /admin stays the admins').
 */
export function RequireTreeEditor() {
  const session = useSession();
  const rights = useBranchScope();
  if (!isAuthenticated(session)) return <LoginRedirect />;
  if (isAdmin(session)) return <Outlet />;
  if (rights.loading) return <PageLoader />;
  return rights.mayOpenEditor ? <Outlet /> : <Forbidden />;
}
