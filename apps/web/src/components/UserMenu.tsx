import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { isAuthenticated, useSession } from '../lib/session.ts';

// A visitor's first page does without the dropdown machinery (DESIGN §9): it loads once signed in.
const SignedInMenu = lazy(() => import('./SignedInMenu.tsx').then((m) => ({ default: m.SignedInMenu })));

/** The signed-in user, their clan and logout — or the sign-in link. */
export function UserMenu() {
  const session = useSession();
  if (!isAuthenticated(session) || !session.user) {
    return (
      <Button component={Link} to="/auth/login" variant="light" size="sm" style={{ flexShrink: 0 }}>
        Đăng nhập
      </Button>
    );
  }
  return (
    <Suspense fallback={<span style={{ width: 34, height: 34, flexShrink: 0 }} />}>
      <SignedInMenu />
    </Suspense>
  );
}
