import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
// This package sits outside @minibar/ui, so '@minibar/ui' here is the page's shared singleton:
// the toast store the shell shows, the one analytics client, the ApiError the forms check.
import { analytics, ApiError, postJson, toast, useLocation, type NextStep } from '@minibar/ui';
import { useFormStart, useTypedEarly, type FormStart } from '@minibar/ui/form-start';
import type { PublicFormName } from '@minibar/contracts/form-posts';

export interface ContractFormOptions<Values extends FieldValues, Output> {
  /** Which public form this is: where it posts without JavaScript, what the server answered. */
  form: PublicFormName;
  /** The schema the browser validates with and the endpoint that stores the submission. */
  contract: { schema: z.ZodType<Output>; endpoint: string };
  /** The empty form; also what it goes back to once a submission is stored. */
  empty: Values;
  /** The analytics name of the submission (its values are redacted by the analytics client). */
  event: string;
  /** After the server stored it: the success toast, a thank-you view, completion analytics. */
  onStored: (submission: Output) => void;
  /** The error toast for a refused or failed submission. */
  failureToast: (error: unknown) => { title: string; description: string };
  /**
   * What the form says above its emptied fields once a submission is stored, with the next
   * step. A form that gives way to a thank-you panel once stored has none.
   */
  storedNotice?: { title: string; description: string; next?: NextStep };
  /** How a failure reads above the fields (by default, as its toast says it). */
  failureNotice?: (failure: FailureWords) => FailureWords;
  /** Whether the server's per-field messages are shown under the fields (default yes). */
  showServerFieldErrors?: boolean;
}

/** A failure's title (if any) and its message. */
export interface FailureWords {
  title?: string | undefined;
  description: string;
}

/**
 * What became of the last submission, shown above the fields. `reveal` is true when it
 * answers a submit made on this page (it is then brought into view and focused); `id`
 * changes with every outcome, so a second failure is brought into view again.
 */
export type SubmissionOutcome = { id: number; reveal: boolean; next?: NextStep | undefined } & (
  { tone: 'success'; title: string; description: string } | ({ tone: 'error' } & FailureWords)
);

export type ContractForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  start: FormStart<Values>;
  /** The last submission's outcome, or the server's answer to a post without JavaScript; null before any. */
  outcome: SubmissionOutcome | null;
  /** The form's onSubmit: validate, send once, then onStored or the error toast. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * A public form driven by its contract: validation with the contract's schema and messages,
 * the starting values of useFormStart, then on submit the analytics event, one POST to the
 * endpoint (a second click in the same instant sends nothing), and either onStored and an
 * empty form, or the server's field messages and an error toast; either way the outcome
 * above the fields says what happened.
 */
export function useContractForm<Values extends FieldValues, Output>(options: ContractFormOptions<Values, Output>): ContractForm<Values, Output> {
  const { form: name, contract, empty, event, onStored, failureToast, showServerFieldErrors = true } = options;
  const { storedNotice, failureNotice = (failure: FailureWords) => failure } = options;
  const start = useFormStart(name, empty, useLocation());
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(() => {
    if (start.sent && storedNotice) return { id: 0, reveal: false, tone: 'success', ...storedNotice };
    if (start.message) return { id: 0, reveal: false, tone: 'error', ...failureNotice({ description: start.message }) };
    return null;
  });
  const outcomes = useRef(0);
  const show = (next: Omit<SubmissionOutcome, 'id' | 'reveal'>) =>
    setOutcome({ ...next, id: (outcomes.current += 1), reveal: true } as SubmissionOutcome);
  const form = useForm<Values, unknown, Output>({
    // The form may hold values the contract's input does not allow yet (an unticked terms
    // box); the schema decides what may be sent.
    resolver: zodResolver(contract.schema as never) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: start.defaultValues as never,
    errors: start.errors as FieldErrors<Values> | undefined,
    // The server's answer shows its messages from the first render. Left to itself, the form
    // would also move focus to the first of them once hydrated, taking the focus (and the
    // window) from a visitor already typing further down; focus moves only on a submit.
    shouldFocusError: false,
  });
  useTypedEarly(start, (field, value) => form.setValue(field as Path<Values>, value as never, { shouldDirty: true }));
  const sending = useRef(false);

  const send = async (submission: Output) => {
    if (sending.current) return;
    sending.current = true;
    // Sending again clears the last outcome.
    setOutcome(null);
    analytics.formSubmit(event, submission as Record<string, unknown>);
    try {
      await postJson(contract.endpoint, submission);
      onStored(submission);
      form.reset(empty);
      if (storedNotice) show({ tone: 'success', ...storedNotice });
    } catch (error) {
      if (showServerFieldErrors && error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (messages[0]) form.setError(field as Path<Values>, { type: 'server', message: messages[0] });
        }
      }
      const failure = failureToast(error);
      toast({ ...failure, variant: 'destructive' });
      show({ tone: 'error', ...failureNotice(failure) });
    } finally {
      sending.current = false;
    }
  };

  /** After a submit the browser refused: focus on the first field in error, in the page's order. */
  const focusFirstError = (errors: FieldErrors<Values>, event?: React.BaseSyntheticEvent) => {
    const fields = event?.target instanceof HTMLFormElement ? [...event.target.elements] : [];
    const first =
      fields.map((field) => field.getAttribute('name')).find((fieldName) => fieldName !== null && fieldName in errors) ?? Object.keys(errors)[0];
    if (first) form.setFocus(first as Path<Values>);
  };

  return { ...form, start, outcome, submit: form.handleSubmit(send, focusFirstError) };
}
