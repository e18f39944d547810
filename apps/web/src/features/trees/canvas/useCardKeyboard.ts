// Enter or Space on a focused card selects it: React Flow makes cards focusable, not clickable by key.
import { type RefObject, useEffect, useRef } from 'react';
import { DECOR_ID_PREFIX } from './DecorNode.tsx';

export function useCardKeyboard(
  rootRef: RefObject<HTMLElement | null>,
  selectPerson: (personId: string) => void,
  selectDecor: ((decorId: string) => void) | undefined,
): void {
  // The listener is added once; it calls the latest callbacks.
  const selectRef = useRef(selectPerson);
  selectRef.current = selectPerson;
  const selectDecorRef = useRef(selectDecor);
  selectDecorRef.current = selectDecor;
  useEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.classList.contains('react-flow__node')) return;
      const id = target.dataset.id;
      if (id?.startsWith(DECOR_ID_PREFIX)) {
        event.preventDefault();
        selectDecorRef.current?.(id.slice(DECOR_ID_PREFIX.length));
      } else if (id) {
        event.preventDefault();
        selectRef.current(id);
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [rootRef]);
}
