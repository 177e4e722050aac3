import { Car, HelpCircle } from 'lucide-react';
import type { AssistantAnswer } from '@shared/schemas/assistant';

interface AnswerVehicleProps {
  answer: Pick<AssistantAnswer, 'vehicle' | 'followUp'>;
}

/** The car the answer is about, as understood, and the question back when it needs more of it. */
export function AnswerVehicle({ answer }: AnswerVehicleProps) {
  if (!answer.vehicle && !answer.followUp) return null;
  return (
    <div className="mt-5 space-y-3">
      {answer.vehicle && (
        <p className="flex items-center gap-2 text-sm text-foreground" data-testid="answer-vehicle">
          <Car className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="text-muted-foreground">{answer.vehicle.source === 'request' ? 'For your chosen vehicle:' : 'Vehicle understood:'}</span>{' '}
          <span className="font-semibold">{answer.vehicle.label}</span>
        </p>
      )}
      {answer.followUp && (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm text-foreground">
          <HelpCircle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {answer.followUp}
        </p>
      )}
    </div>
  );
}
