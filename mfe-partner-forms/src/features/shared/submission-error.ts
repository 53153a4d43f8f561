import { ApiError } from 'shared-ui';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's per-field messages (a 400 from the same contract) on the fields,
 * so a refusal the browser did not foresee is still shown where it belongs.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (message) setError(field as Path<T>, { type: 'server', message });
  }
}
