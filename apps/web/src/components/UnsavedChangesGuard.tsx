import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';

interface UnsavedChangesGuard {
  /** Lets the next navigation through (after a save that moves to another address). */
  allowNextNavigation: () => void;
  /** The "leave without saving?" question; render it once in the page. */
  dialog: ReactNode;
}

/**
 * While `unsaved`, leaving the page asks first: another page of the app opens only after "Rời trang",
 * and closing or reloading the tab gets the browser's own warning. An elder's long post is not lost to
 * a stray tap on the menu.
 */
export function useUnsavedChangesGuard(unsaved: boolean): UnsavedChangesGuard {
  const allowed = useRef(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) allowed.current = false;
  }, [pathname]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const stay = () => blocker.reset?.();
  const dialog = (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title="Rời trang khi chưa lưu?" centered>
      <Text size="sm">Những thay đổi chưa lưu trên trang này sẽ mất. Bạn có chắc muốn rời trang?</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={stay} data-autofocus>
          Ở lại trang
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Rời trang
        </Button>
      </Group>
    </Modal>
  );
  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
    dialog,
  };
}
