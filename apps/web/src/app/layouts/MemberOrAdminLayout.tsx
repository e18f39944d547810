import { isAdmin, useSession } from '../../lib/session.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { DefaultLayout } from './DefaultLayout.tsx';

/**
 * Members' pages an admin also reaches from the admin menu (bank accounts): an admin stays inside the
 * admin layout with its menu, a member sees the members' area (spec §2's default layout).
 */
export function MemberOrAdminLayout() {
  const session = useSession();
  return isAdmin(session) ? <AdminLayout /> : <DefaultLayout />;
}
