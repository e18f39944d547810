/** Keys a numeric input accepts (spec §5): digits and the editing/navigation keys. */
const ALLOWED_KEYS = new Set(['Backspace', 'Tab', 'ArrowLeft', 'ArrowRight', 'Delete']);

export function isAllowedNumericKey(key: string): boolean {
  return /^[0-9]$/.test(key) || ALLOWED_KEYS.has(key);
}

/** A keydown handler for numeric fields; shortcuts with Ctrl/Meta (copy, paste, select all) still work. */
export function filterNumericKeyDown(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  preventDefault(): void;
}): void {
  if (event.ctrlKey || event.metaKey) return;
  if (!isAllowedNumericKey(event.key)) event.preventDefault();
}
