import { Bot, Loader2, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { AssistantAnswer } from '@shared/schemas/assistant';
import { ASSISTANT_QUERY_MAX_LENGTH } from '@shared/schemas/constants';
import { Button } from '@web/components/ui/button';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { describeVehicle, type VehicleChoice } from '@web/lib/vehicle-choice';
import { assistantErrorMessage, type AskAssistant } from '../api/ask-assistant';

const INPUT_ID = 'repair-assistant-query';

interface RepairAssistantPanelProps {
  /** The page's question to the assistant (useAskAssistant with the garage vehicle). */
  ask: AskAssistant;
  /** Asks `ask` the trimmed question; the page also clears any other answer, so one answer shows at a time. */
  onAsk: (query: string) => void;
  /** Draws an answer; the page passes the knowledge base's answer block. */
  renderAnswer: (answer: AssistantAnswer, query: string) => ReactNode;
  /** The shopper's garage vehicle: the assistant answers for it when the question names no car. */
  vehicle?: VehicleChoice | null;
  /** The page's other answers (its search box's), drawn in the same answer area below the form. */
  children?: ReactNode;
}

/**
 * The AI repair assistant of the knowledge base, and the page's one answer area: the question is trimmed
 * and at most 200 characters, Ask is disabled while it is empty or a search runs, Enter submits, and
 * failures show in a "Search Error" box.
 */
export function RepairAssistantPanel({ ask, onAsk, renderAnswer, vehicle: garage = null, children }: RepairAssistantPanelProps) {
  const [query, setQuery] = useState('');
  const trimmed = query.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !ask.isPending) onAsk(trimmed);
  };

  return (
    <section aria-labelledby="repair-assistant-title" className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="repair-assistant-title" className="text-xl font-bold tracking-tight text-card-foreground sm:text-2xl">
            AI Repair Assistant
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Describe the job or the symptom (a noise, a warning light, a fault code) and your car. Answers come from our guides,
            our knowledge of each engine's known faults and the parts catalog, with current lowest prices.
          </p>
          {garage?.make && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="assistant-garage-vehicle">
              Answers are for your garage vehicle, {describeVehicle(garage)}, unless your question names another car.
            </p>
          )}
        </div>
      </div>

      <form onSubmit={submit} className="mt-6">
        <Label htmlFor={INPUT_ID}>Your repair question</Label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Input
            id={INPUT_ID}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={ASSISTANT_QUERY_MAX_LENGTH}
            placeholder="e.g. BMW N52 drain plug torque"
            autoComplete="off"
            enterKeyHint="send"
            className="h-11"
          />
          <Button type="submit" disabled={!trimmed || ask.isPending} className="h-11 sm:min-w-32">
            {ask.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
            {ask.isPending ? 'Asking…' : 'Ask'}
          </Button>
        </div>
      </form>

      <div aria-live="polite" aria-busy={ask.isPending} className="mt-6 empty:mt-0">
        {ask.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin text-brand" aria-hidden="true" />
            Looking through the guides and the catalog…
          </p>
        )}
        {ask.isError && <ErrorNotice title="Search Error" error={new Error(assistantErrorMessage(ask.error))} />}
        {ask.isSuccess && renderAnswer(ask.data, ask.variables)}
      </div>
      {children}
    </section>
  );
}
