import type { ChangeEvent } from 'react';

/** While a phone keyboard is still composing a letter (Vietnamese input), the text is left alone. */
export function isComposing(event: ChangeEvent<HTMLInputElement>): boolean {
  return typeof InputEvent !== 'undefined' && event.nativeEvent instanceof InputEvent
    ? event.nativeEvent.isComposing
    : false;
}

/**
 * Rewrites what an input holds as it is typed (digits only, upper case…) and keeps the caret where the
 * person was typing, not at the end. Call it in `onChange` before handing the event on.
 */
export function rewriteInput(input: HTMLInputElement, rewrite: (text: string) => string): void {
  const typed = input.value;
  const next = rewrite(typed);
  if (next === typed) return;
  const caret = Math.min(rewrite(typed.slice(0, input.selectionStart ?? typed.length)).length, next.length);
  input.value = next;
  input.setSelectionRange(caret, caret);
}
