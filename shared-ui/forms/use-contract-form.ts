import { useRef } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
// This package sits outside shared-ui, so 'shared-ui' here is the page's shared singleton:
// the toast store the shell shows, the one analytics client, the ApiError the forms check.
import { analytics, ApiError, postJson, toast, useLocation } from 'shared-ui';
import { useFormStart, type FormStart } from 'shared-ui/forms';
import type { PublicFormName } from 'shared-ui/public-forms';

export interface ContractFormOptions<Values extends FieldValues, Output> {
  /** Which public form this is: where it posts without JavaScript, what the server answered. */
  form: PublicFormName;
  /** The schema the browser validates with and the endpoint that stores the submission. */
  contract: { schema: z.ZodType<Output>; endpoint: string };
  /** The empty form; also what it goes back to once a submission is stored. */
  empty: Values;
  /** The analytics name of the submission (its values are redacted by the analytics client). */
  event: string;
  /** Just before a valid submission is sent (to clear an earlier failure shown inline). */
  onSend?: () => void;
  /** After the server stored it: the success toast, a thank-you view, completion analytics. */
  onStored: (submission: Output) => void;
  /** The error toast for a refused or failed submission. */
  failureToast: (error: unknown) => { title: string; description: string };
  /** Whether the server's per-field messages are shown under the fields (default yes). */
  showServerFieldErrors?: boolean;
}

export type ContractForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  start: FormStart<Values>;
  /** The form's onSubmit: validate, send once, then onStored or the error toast. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * A public form driven by its contract: validation with the contract's schema and messages,
 * the starting values of useFormStart, then on submit the analytics event, one POST to the
 * endpoint (a second click in the same instant sends nothing), and either onStored and an
 * empty form, or the server's field messages and an error toast.
 */
export function useContractForm<Values extends FieldValues, Output>(options: ContractFormOptions<Values, Output>): ContractForm<Values, Output> {
  const { form: name, contract, empty, event, onSend, onStored, failureToast, showServerFieldErrors = true } = options;
  const start = useFormStart(name, empty, useLocation());
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
  const sending = useRef(false);

  const send = async (submission: Output) => {
    if (sending.current) return;
    sending.current = true;
    onSend?.();
    analytics.formSubmit(event, submission as Record<string, unknown>);
    try {
      await postJson(contract.endpoint, submission);
      onStored(submission);
      form.reset(empty);
    } catch (error) {
      if (showServerFieldErrors && error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (messages[0]) form.setError(field as Path<Values>, { type: 'server', message: messages[0] });
        }
      }
      toast({ ...failureToast(error), variant: 'destructive' });
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

  return { ...form, start, submit: form.handleSubmit(send, focusFirstError) };
}
