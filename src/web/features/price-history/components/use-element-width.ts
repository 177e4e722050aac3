import { type RefObject, useEffect, useState } from 'react';

/**
 * The rendered width of an element, kept current with a ResizeObserver. The chart draws in real
 * pixels from it, so its labels stay legible from a 360 px phone to a desktop.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
