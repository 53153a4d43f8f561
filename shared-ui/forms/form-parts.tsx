import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { button, FormNotice } from 'shared-ui';
import type { ContractForm } from './use-contract-form';

interface ContractFormElementProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  /** The form's accessible name. */
  label: string;
  className?: string;
  /** Shown above the fields on the page that answers a stored native post. */
  sentNotice?: { title: string; description: string };
  /** Whether the server's message about a refused native post shows as a notice above the fields (default yes). */
  showStartMessage?: boolean;
  children: ReactNode;
}

/**
 * The <form> of a public form: found by its name, posting to its page without JavaScript,
 * validated by its contract when the script runs, with the server's answer to a native post
 * above the fields.
 */
export function ContractFormElement<Values extends FieldValues, Output>({
  form,
  label,
  className,
  sentNotice,
  showStartMessage = true,
  children,
}: ContractFormElementProps<Values, Output>) {
  const { start, submit } = form;
  return (
    <form {...start.formProps} className={className} onSubmit={submit} noValidate aria-label={label}>
      {sentNotice && start.sent ? (
        <FormNotice tone="success" title={sentNotice.title}>
          {sentNotice.description}
        </FormNotice>
      ) : null}
      {showStartMessage && start.message ? <FormNotice tone="error">{start.message}</FormNotice> : null}
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
