import userEvent from '@testing-library/user-event';

/** The error Mantine shows under a field (named by the field's aria-describedby). */
export function fieldError(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? undefined) : undefined;
}

/** Puts a whole text into a field at once (typing it key by key is slow under happy-dom). */
export async function fillIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
