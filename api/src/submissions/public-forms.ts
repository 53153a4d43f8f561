import type { z } from 'zod';
import {
  FORM_SCHEMAS,
  splitListingLinks,
  type CleanerApplication,
  type ContactMessage,
  type HostApplication,
  type HotelApplication,
  type PublicFormName,
} from '@minibar/contracts';
import type { StoredSubmission, SubmissionsRepository } from '../storage';

/**
 * How each public form's submission is stored, whether it came as JSON from the script or
 * as a native post from the page: one row, with its notification in the outbox.
 */
export function storeContactMessage(submissions: SubmissionsRepository, message: ContactMessage): Promise<StoredSubmission> {
  return submissions.save({ kind: 'contact', payload: message });
}

export function storeHostApplication(submissions: SubmissionsRepository, application: HostApplication): Promise<StoredSubmission> {
  // The links are kept as full web addresses, one per line, and as a list, so nobody has to split them again.
  const payload = { ...application, listingLinks: splitListingLinks(application.listingLink) };
  return submissions.save({ kind: 'host', payload });
}

export function storeHotelApplication(submissions: SubmissionsRepository, application: HotelApplication): Promise<StoredSubmission> {
  return submissions.save({ kind: 'hotel', payload: application });
}

export function storeCleanerApplication(submissions: SubmissionsRepository, application: CleanerApplication): Promise<StoredSubmission> {
  return submissions.save({ kind: 'cleaner', payload: application });
}

/**
 * A public form's one way in: validate with its contract, then store. The JSON route and
 * the native post both go through it; an invalid input returns the contract's errors.
 */
function publicForm<S extends z.ZodType>(schema: S, store: (submissions: SubmissionsRepository, value: z.output<S>) => Promise<StoredSubmission>) {
  return {
    schema,
    store,
    async submit(
      submissions: SubmissionsRepository,
      input: unknown,
    ): Promise<{ stored: StoredSubmission; error?: undefined } | { stored?: undefined; error: z.ZodError }> {
      const result = schema.safeParse(input);
      if (!result.success) return { error: result.error };
      return { stored: await store(submissions, result.data) };
    },
  };
}

/** Each public form's contract (as the API enforces it) and store step, by form name. */
export const publicForms = {
  contact: publicForm(FORM_SCHEMAS.contact, storeContactMessage),
  host: publicForm(FORM_SCHEMAS.host, storeHostApplication),
  hotel: publicForm(FORM_SCHEMAS.hotel, storeHotelApplication),
  cleaner: publicForm(FORM_SCHEMAS.cleaner, storeCleanerApplication),
} satisfies Record<PublicFormName, unknown>;
