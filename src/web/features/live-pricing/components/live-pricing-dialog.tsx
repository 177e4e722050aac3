import { Zap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import type { ButtonVariant } from '@web/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';
import { cn } from '@web/lib/cn';
import { useLivePricing } from '../api/use-live-pricing';
import { EMPTY_FIELDS, fieldsProblem, type LivePricingFields, toRequest } from '../live-pricing-form';
import { LivePricingForm } from './live-pricing-form';
import { LivePricingResults } from './live-pricing-results';

interface LivePricingDialogProps {
  /** What the fields hold when the page opens; the product page fills in its part and vehicle. */
  initialFields?: LivePricingFields;
  triggerVariant?: ButtonVariant;
  triggerClassName?: string;
}

/**
 * "Get Live Pricing from All Vendors" and its dialog: asks every vendor for a
 * part number and lists their offers as they answer. Closing the dialog stops the search; the
 * fields keep what was typed.
 */
export function LivePricingDialog({ initialFields = EMPTY_FIELDS, triggerVariant = 'default', triggerClassName }: LivePricingDialogProps) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(initialFields);
  const [problem, setProblem] = useState<string | null>(null);
  const live = useLivePricing();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      live.reset();
      setProblem(null);
    }
  };
  // Pressed before the app's code arrived: the dialog opens as soon as it can.
  usePressBeforeHydration('live-pricing', () => changeOpen(true));
  const submit = () => {
    const found = fieldsProblem(fields);
    setProblem(found);
    if (!found) live.search(toRequest(fields));
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        {/* The label wraps on a phone rather than widen the column it sits in. */}
        <Button data-needs-app="live-pricing" variant={triggerVariant} size="lg" className={cn('h-auto min-h-12 whitespace-normal py-2 text-center', triggerClassName)}>
          <Zap className="size-4" aria-hidden="true" />
          Get Live Pricing from All Vendors
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Live Vendor Pricing</DialogTitle>
        <DialogDescription>
          Ask every retailer for its current price on a part number. Offers appear as each vendor answers.
        </DialogDescription>
        <LivePricingForm
          fields={fields}
          onChange={setFields}
          onSubmit={submit}
          searching={live.state.phase === 'searching'}
          problem={problem}
        />
        <LivePricingResults state={live.state} />
      </DialogContent>
    </Dialog>
  );
}
