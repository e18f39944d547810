import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { toastStore } from '../lib/toast.ts';
import type { StubbedAnswer, StubbedCall } from './api-stub.ts';

/** What an admin list-page test leaves behind: the stubbed fetch and the toasts (its `afterEach`). */
export function clearStubsAndToasts(): void {
  vi.unstubAllGlobals();
  toastStore.clear();
}

/** A list endpoint's answer, as the server gives it: one page of rows and how many there are in all. */
export function pageAnswer<T>(rows: T[], total = rows.length): StubbedAnswer {
  return { status: 200, body: { success: true, data: rows, total } };
}

/**
 * Opens a row's ⋮ menu (the button named `menuLabel`, `Thao tác với …`), picks `Xóa` and returns the
 * confirmation it opens (the dialog named `dialogName`, when given).
 */
export async function openDeleteConfirmation(menuLabel: string, dialogName?: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: menuLabel }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
  return screen.findByRole('dialog', dialogName === undefined ? undefined : { name: dialogName });
}

/**
 * Types `text` into the search box named `searchLabel`, waits for the list (`GET listPath`) to be asked
 * with it, and checks the search waited for the typing to pause: far fewer searches than keys. (Not
 * exactly one: on a loaded machine a key can come after the pause has passed, which is a real pause.)
 */
export async function expectOneSearchAfterTyping(
  calls: StubbedCall[],
  listPath: string,
  searchLabel: string,
  text: string,
): Promise<void> {
  const listCalls = () => calls.filter((call) => call.path === listPath);
  await userEvent.type(screen.getByRole('textbox', { name: searchLabel }), text);
  await waitFor(() => expect(listCalls().at(-1)?.query.get('search')).toBe(text));
  expect(listCalls().filter((call) => call.query.has('search')).length).toBeLessThan(text.length / 2);
}
