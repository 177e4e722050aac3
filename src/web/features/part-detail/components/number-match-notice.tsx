import { ArrowRightLeft, Info } from 'lucide-react';
import type { PartLookup } from '@shared/schemas/parts';

/** Why a different number than the one typed is shown: it was superseded, or it is an OEM or aftermarket equivalent. */
function matchText(match: PartLookup['match'], partNumber: string): { title: string; detail: string } | null {
  switch (match.kind) {
    case 'current':
      return null;
    case 'superseded':
      return {
        title: `${match.matchedNumber} is superseded by ${partNumber}`,
        detail: 'The manufacturer replaced the old number. Prices below are for the current part.',
      };
    case 'oem':
      return {
        title: `${match.matchedNumber} is an OEM number for ${partNumber}`,
        detail: 'Both numbers identify the same part.',
      };
    case 'aftermarket':
      return {
        title: `${match.matchedNumber} is an aftermarket equivalent of ${partNumber}`,
        detail: 'Offers below are for the cross-referenced part. Check fitment before buying.',
      };
  }
}

/** Tells the buyer how the number they searched relates to the part shown. */
export function NumberMatchNotice({ match, partNumber }: { match: PartLookup['match']; partNumber: string }) {
  const text = matchText(match, partNumber);
  if (!text) return null;
  const Icon = match.kind === 'superseded' ? ArrowRightLeft : Info;
  return (
    <div role="note" className="flex items-start gap-3 rounded-xl border border-rating/40 bg-rating/10 p-4 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-rating" aria-hidden="true" />
      <div>
        <p className="font-semibold">{text.title}</p>
        <p className="mt-0.5 text-muted-foreground">{text.detail}</p>
      </div>
    </div>
  );
}
