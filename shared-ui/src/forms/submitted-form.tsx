import { createContext, useContext, useState, type Context, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SubmittedForm } from './public-forms';

/**
 * One context for the whole page, whichever copy of this module creates it: the provider is
 * the shell's (shared-ui, a shared singleton) and the reader, useFormStart, is bundled into
 * each remote with the 'shared-ui/forms' entry, where it gets its own copy of this file.
 */
const CONTEXT_KEY = Symbol.for('minibar.submitted-form');
const registry = globalThis as typeof globalThis & { [CONTEXT_KEY]?: Context<SubmittedForm | null> };
const SubmittedFormContext = (registry[CONTEXT_KEY] ??= createContext<SubmittedForm | null>(null));

/**
 * Gives the page the form the server just answered (values, messages). It belongs to the
 * first page only: after the visitor navigates, no form starts from it again.
 */
export function SubmittedFormProvider({ value, children }: { value: SubmittedForm | null | undefined; children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  return <SubmittedFormContext.Provider value={key === firstKey ? (value ?? null) : null}>{children}</SubmittedFormContext.Provider>;
}

/** The form the server just answered on this page, if any (one per page, and only on the first page). */
export function useSubmittedForm(): SubmittedForm | null {
  return useContext(SubmittedFormContext);
}
