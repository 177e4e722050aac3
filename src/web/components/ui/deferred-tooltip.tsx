import { type ReactNode, useEffect, useState } from 'react';
import { whenIdle } from '@web/lib/when-idle';
// Type only: the module itself is imported on demand below, never with the first paint's code.
import type * as tooltipModule from './tooltip';

type TooltipModule = typeof tooltipModule;
let loaded: TooltipModule | undefined;
let loading: Promise<TooltipModule> | undefined;

function loadTooltip(): Promise<TooltipModule> {
  loading ??= import('./tooltip').then((module) => (loaded = module));
  return loading;
}

/**
 * A tooltip for controls drawn on every page before the first paint (the header's theme buttons).
 * The control renders at once; the Radix tooltip and its positioning engine arrive when the browser
 * is idle, then wrap it. The control's own label (aria-label) does not depend on the tooltip.
 */
export function DeferredTooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let active = true;
    const cancel = whenIdle(() => {
      void loadTooltip().then((next) => {
        if (active) setModule(next);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [module]);
  if (!module) return children;
  return <module.Tooltip content={content}>{children}</module.Tooltip>;
}
