import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '@web/lib/use-toast';
import { whenIdle } from '@web/lib/when-idle';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast viewport, loaded when the browser is idle or as soon as a toast is raised, whichever
 * comes first: the Radix toast code stays out of the JavaScript needed for the first paint.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
