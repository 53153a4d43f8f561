import { useState, type ReactNode } from 'react';
import { useLocation } from './navigation';
import type { SubmittedForm } from '@minibar/contracts/form-posts';
import { SubmittedFormContext } from './forms/submitted-form';

/**
 * Gives the page the form the server just answered (values, messages). It belongs to the
 * first page only: after the visitor navigates, no form starts from it again.
 */
export function SubmittedFormProvider({ value, children }: { value: SubmittedForm | null | undefined; children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  return <SubmittedFormContext.Provider value={key === firstKey ? (value ?? null) : null}>{children}</SubmittedFormContext.Provider>;
}
