import { describe, expect, it, vi } from 'vitest';
import { filterNumericKeyDown, isAllowedNumericKey } from './numeric-keys.ts';

describe('numeric inputs', () => {
  it('accept only digits, Backspace, Tab, ArrowLeft, ArrowRight and Delete', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Tab', 'ArrowLeft', 'ArrowRight', 'Delete']) {
      expect(isAllowedNumericKey(key)).toBe(true);
    }
    for (const key of ['a', 'e', '-', '+', '.', ',', ' ', 'ArrowUp', 'Enter', '١']) {
      expect(isAllowedNumericKey(key)).toBe(false);
    }
  });

  it('stop other keys but leave Ctrl/⌘ shortcuts alone', () => {
    const press = (key: string, modifiers = {}) => {
      const event = { key, ctrlKey: false, metaKey: false, preventDefault: vi.fn(), ...modifiers };
      filterNumericKeyDown(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(press('x')).toBe(true);
    expect(press('7')).toBe(false);
    expect(press('v', { ctrlKey: true })).toBe(false);
    expect(press('a', { metaKey: true })).toBe(false);
  });
});
