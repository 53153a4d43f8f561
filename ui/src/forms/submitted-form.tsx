import { createContext, useContext, type Context } from 'react';
import type { SubmittedForm } from '@minibar/contracts/form-posts';

/**
 * One context for the whole page, whichever copy of this module creates it: the provider is
 * the shell's (@minibar/ui, a shared singleton) and the reader, useFormStart, is bundled into
 * each remote with the '@minibar/ui/form-start' entry, where it gets its own copy of this file.
 */
const CONTEXT_KEY = Symbol.for('minibar.submitted-form');
const registry = globalThis as typeof globalThis & { [CONTEXT_KEY]?: Context<SubmittedForm | null> };
export const SubmittedFormContext = (registry[CONTEXT_KEY] ??= createContext<SubmittedForm | null>(null));

/** The form the server just answered on this page, if any (one per page, and only on the first page). */
export function useSubmittedForm(): SubmittedForm | null {
  return useContext(SubmittedFormContext);
}
