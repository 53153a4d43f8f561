import { CircleCheck } from 'lucide-react';
import { FormOutcome, type NextStep } from '@minibar/ui';

interface SuccessPanelProps {
  title: string;
  text: string;
  next: NextStep;
  /** True when it answers the visitor's submit on this page: it is brought into view and focused. */
  reveal: boolean;
}

/** Stands in place of an application form once the application is stored, with the next step. */
export function SuccessPanel({ title, text, next, reveal }: SuccessPanelProps) {
  return (
    <FormOutcome tone="success" look="panel" title={title} next={next} reveal={reveal} icon={<CircleCheck size={36} aria-hidden="true" />}>
      {text}
    </FormOutcome>
  );
}
