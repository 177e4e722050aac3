import { useEffect, useEffectEvent } from 'react';

/**
 * What a visitor did on a server-rendered page before the app's code took it over, as boot.ts
 * recorded it: text typed into fields (by the field's id) and presses of controls that need the app
 * (by their `data-needs-app` name). The app picks each up once the component it belongs to has
 * hydrated, so nothing typed is wiped and no press is lost.
 */
export interface EarlyChanges {
  typed: Record<string, string>;
  pressed: string[];
}

/** Where boot.ts keeps them; the name is shared with boot.ts, which cannot import this file. */
export const EARLY_CHANGES_KEY = '__pitlaneEarlyChanges';
/** Set on <html> when the app starts hydrating: from then on React hears every event itself. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

declare global {
  interface Window {
    [EARLY_CHANGES_KEY]?: EarlyChanges;
  }
}

function earlyChanges(): EarlyChanges | undefined {
  if (typeof window === 'undefined') return undefined;
  return window[EARLY_CHANGES_KEY];
}

/** The text typed into the field with this id before the app started, once (it is forgotten as it is read). */
export function takeTypedBeforeHydration(id: string): string | undefined {
  const changes = earlyChanges();
  const value = changes?.typed[id];
  if (changes && value !== undefined) delete changes.typed[id];
  return value;
}

/** Whether the control named `name` was pressed before the app started, once. */
export function takePressBeforeHydration(name: string): boolean {
  const changes = earlyChanges();
  const index = changes?.pressed.indexOf(name) ?? -1;
  if (changes && index >= 0) changes.pressed.splice(index, 1);
  return index >= 0;
}

/** Marks the start of hydration; boot.ts stops recording. */
export function markAppStarted(): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
}

/**
 * Once mounted: hands text typed into field `id` before hydration to `apply` (a field's setter; it
 * may be handed the value the field already has).
 */
export function useTypedBeforeHydration(id: string, apply: (value: string) => void): void {
  const applyTyped = useEffectEvent(apply);
  useEffect(() => {
    // What boot.ts recorded; else what the field holds (typed before boot.ts itself had loaded),
    // when hydration left it there.
    const field = document.getElementById(id);
    const shown = field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.value : '';
    const typed = takeTypedBeforeHydration(id) ?? (shown || undefined);
    if (typed !== undefined) applyTyped(typed);
  }, [id]);
}

/** Once mounted: runs `action` if the control named `name` was pressed before hydration (opens the dialog it opens). */
export function usePressBeforeHydration(name: string, action: () => void): void {
  const replay = useEffectEvent(action);
  useEffect(() => {
    if (!takePressBeforeHydration(name)) return;
    // boot.ts showed the control busy while it waited; React does not own those attributes.
    for (const control of document.querySelectorAll(`[data-needs-app="${CSS.escape(name)}"]`)) {
      control.removeAttribute('data-busy');
      control.removeAttribute('aria-busy');
    }
    replay();
  }, [name]);
}
