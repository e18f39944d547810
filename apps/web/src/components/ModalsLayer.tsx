import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * Confirmation dialogs for the pages that ask them (admin, members' area, tree editor). Kept out of
 * the app's root so a visitor's first page does not load the modal machinery (DESIGN §9).
 */
export function ModalsLayer({ children }: { children: ReactNode }) {
  return <ModalsProvider labels={{ confirm: 'Xác nhận', cancel: 'Hủy' }}>{children}</ModalsProvider>;
}
