import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { button, FormOutcome } from '@minibar/ui';
import type { ContractForm } from './use-contract-form';

interface ContractFormElementProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  /** The form's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The <form> of a public form: found by its name, posting to its page without JavaScript,
 * validated by its contract when the script runs, with the outcome of the last submission
 * (or the server's answer to a native post) above the fields.
 */
export function ContractFormElement<Values extends FieldValues, Output>({
  form,
  label,
  className,
  children,
}: ContractFormElementProps<Values, Output>) {
  const { start, submit, outcome } = form;
  return (
    <form {...start.formProps} className={className} onSubmit={submit} noValidate aria-label={label}>
      {outcome ? (
        <FormOutcome key={outcome.id} tone={outcome.tone} title={outcome.title} next={outcome.next} reveal={outcome.reveal}>
          {outcome.description}
        </FormOutcome>
      ) : null}
      {children}
    </form>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  labels: { idle: string; submitting: string };
}

/** The full-width submit button, disabled and relabelled while the submission is on its way. */
export function SubmitButton({ busy, labels }: SubmitButtonProps) {
  return (
    <button type="submit" className={button({ tone: 'primary', size: 'lg', block: true })} disabled={busy}>
      {busy ? labels.submitting : labels.idle}
    </button>
  );
}
