import { useState } from 'react';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';

/** Collapsed vendor lists show this many rows: the best price plus two others. */
export const COLLAPSED_VENDOR_COUNT = 3;

/**
 * A list that shows its first few items until expanded. The toggle exists only when there is
 * something to reveal; its label follows the spec: "Show all N vendors" / "Show fewer vendors".
 * `name` marks the toggle for boot.ts (`pressName`, as `data-needs-app`): a press made before the
 * app took the page over is replayed once it has.
 */
export function useCollapsibleList<T>(items: readonly T[], name: string, collapsedCount = COLLAPSED_VENDOR_COUNT) {
  const [expanded, setExpanded] = useState(false);
  const canToggle = items.length > collapsedCount;
  usePressBeforeHydration(name, () => setExpanded((value) => !value));
  return {
    pressName: name,
    visible: expanded || !canToggle ? items : items.slice(0, collapsedCount),
    expanded,
    canToggle,
    toggle: () => setExpanded((value) => !value),
    toggleLabel: expanded ? 'Show fewer vendors' : `Show all ${items.length} vendors`,
  };
}
