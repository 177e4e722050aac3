import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SuggestResponse } from '@shared/schemas/suggest';
import { getJson } from '@web/lib/api';

/** Pause after the last key before asking: typing "brake pads" asks once or twice, not ten times. */
const TYPING_PAUSE_MS = 120;

// Imported on the first fetch, like the search's own schema.
const suggestResponse = () => import('@shared/schemas/suggest').then((module) => module.suggestResponseSchema);

/** The text once typing has paused. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/** Suggestions for what is being typed (none for an empty field); the previous ones stay while the next load. */
export function useSuggestions(text: string, enabled: boolean): SuggestResponse['suggestions'] {
  const q = usePaused(text.trim()).slice(0, 100);
  const { data } = useQuery({
    queryKey: ['suggest', q],
    queryFn: () => getJson(`/api/suggest?${new URLSearchParams({ q })}`, suggestResponse),
    enabled: enabled && q !== '',
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  return enabled && q !== '' ? (data?.suggestions ?? []) : [];
}
