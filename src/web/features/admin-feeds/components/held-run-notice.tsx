import { useLocation } from 'wouter';
import { Button } from '@web/components/ui/button';
import { useAcceptHeldRun } from '../api/feeds-api';

/**
 * A held run (the shrink guard): why it was held, and for an editor the button that applies it whole.
 * Accepting opens the run that applied it.
 */
export function HeldRunNotice({ runId, reason, canEdit }: { runId: number; reason: string; canEdit: boolean }) {
  const accept = useAcceptHeldRun();
  const [, navigate] = useLocation();
  return (
    <div role="status" className="grid gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
      <p>
        <strong>Held:</strong> {reason}. Nothing was changed: the feed is kept until it is accepted or the vendor's next successful run replaces it.
      </p>
      {canEdit && (
        <div className="flex items-center gap-3">
          <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate(runId, { onSuccess: (run) => navigate(`/admin/feeds/runs/${run.id}`) })}>
            {accept.isPending ? 'Applying…' : 'Accept held run'}
          </Button>
          {accept.isError && <span role="alert" className="text-destructive">{accept.error.message}</span>}
        </div>
      )}
    </div>
  );
}
