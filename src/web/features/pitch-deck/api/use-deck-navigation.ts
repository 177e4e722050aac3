import { useCallback, useEffect, useState } from 'react';

/** Where keys belong to the control under the cursor, not to the deck. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The deck's position: previous and next move by one and wrap around at both ends,
 * `goTo` jumps. The arrow keys (and Home/End) work anywhere on the page except in a form field.
 */
export function useDeckNavigation(count: number) {
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const goTo = useCallback((target: number) => setIndex(Math.min(Math.max(target, 0), count - 1)), [count]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const action = { ArrowRight: next, ArrowLeft: previous, Home: () => goTo(0), End: () => goTo(count - 1) }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, next, previous, goTo]);

  return { index, next, previous, goTo };
}
