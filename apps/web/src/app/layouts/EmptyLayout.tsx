import { Outlet } from 'react-router';

/** Full-screen tools (the tree canvas): nothing around the page. */
export function EmptyLayout() {
  return (
    <div data-layout="empty">
      <Outlet />
    </div>
  );
}
