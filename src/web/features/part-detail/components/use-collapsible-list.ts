import { useState } from 'react';

/** Collapsed vendor lists show this many rows: the best price plus two others (spec 000 §4, §9). */
export const COLLAPSED_VENDOR_COUNT = 3;

/**
 * A list that shows its first few items until expanded. The toggle exists only when there is
 * something to reveal; its label follows the spec: "Show all N vendors" / "Show fewer vendors".
 */
export function useCollapsibleList<T>(items: readonly T[], collapsedCount = COLLAPSED_VENDOR_COUNT) {
  const [expanded, setExpanded] = useState(false);
  const canToggle = items.length > collapsedCount;
  return {
    visible: expanded || !canToggle ? items : items.slice(0, collapsedCount),
    expanded,
    canToggle,
    toggle: () => setExpanded((value) => !value),
    toggleLabel: expanded ? 'Show fewer vendors' : `Show all ${items.length} vendors`,
  };
}
