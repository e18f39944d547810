import { Outlet } from 'react-router';
import { ModalsLayer } from '../../components/ModalsLayer.tsx';

/** Full-screen tools (the tree canvas): nothing around the page. */
export function EmptyLayout() {
  return (
    <ModalsLayer>
      <div data-layout="empty">
        <Outlet />
      </div>
    </ModalsLayer>
  );
}
