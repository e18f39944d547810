import { fireEvent } from '@testing-library/react';

/** @hello-pangea/dnd measures a standards-mode page and warns without a doctype: tests give it one. */
export function ensureDoctype(): void {
  if (!document.doctype) {
    document.insertBefore(
      document.implementation.createDocumentType('html', '', ''),
      document.documentElement,
    );
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Drags by keyboard, as a keyboard or screen-reader user does: lift with Space, move with the arrow
 * keys (`steps` down, or up when negative), drop with Space.
 */
export async function dragByKeyboard(handle: HTMLElement, steps: number): Promise<void> {
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  await tick();
  const key =
    steps > 0
      ? { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 }
      : { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 };
  for (let step = 0; step < Math.abs(steps); step++) {
    fireEvent.keyDown(handle, key);
    await tick();
  }
  fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 });
  await tick();
}
