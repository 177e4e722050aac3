import { createContext, useContext } from 'react';
import type { RenderedHead } from '@shared/rules/page-head';

export type { RenderedHead };

/**
 * A holder the server render passes down: effects never run there, so the page's title and
 * description are recorded as it renders, for the first HTML's <head>. Absent in the browser, where
 * the pages' effects set the head.
 */
export interface RenderedHeadSink {
  record(head: RenderedHead): void;
}

export const RenderedHeadContext = createContext<RenderedHeadSink | null>(null);

/** Records the page's head during a server render (the innermost page rendered last wins). */
export function useRecordHead(head: RenderedHead): void {
  const sink = useContext(RenderedHeadContext);
  sink?.record(head);
}
