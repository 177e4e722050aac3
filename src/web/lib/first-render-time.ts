import { createContext, useContext } from 'react';

/**
 * The time the server rendered the page at. Labels that depend on the clock ("checked 5 minutes
 * ago") hydrate with it, so a minute passing between the server render and hydration cannot make
 * the browser's first render differ from the HTML; they move to the browser's clock right after.
 */
export const FirstRenderTime = createContext<number | null>(null);

export function useFirstRenderTime(): number | null {
  return useContext(FirstRenderTime);
}
