import { Router } from 'express';
import { ENDPOINTS, routePath } from 'contracts';
import type { PublicFormName } from 'shared-ui/public-forms';
import { fieldErrorsOf, HttpError, INVALID_FIELDS_MESSAGE } from '../http/errors';
import { publicForms } from '../submissions/public-forms';
import type { AppContext } from '../context';

/** The endpoint each public form's script posts to. */
const PUBLIC_FORM_ENDPOINTS: Readonly<Record<PublicFormName, string>> = {
  contact: ENDPOINTS.contact,
  host: ENDPOINTS.hostApplication,
  hotel: ENDPOINTS.hotelSignup,
  cleaner: ENDPOINTS.cleanerSignup,
};

/**
 * The contact message and the host, hotel and cleaner applications: validate, store
 * durably, answer 201 { id }; invalid fields are 400 with the contract's messages.
 */
export function publicFormRoutes({ submissions }: AppContext): Router {
  const router = Router();
  for (const [name, endpoint] of Object.entries(PUBLIC_FORM_ENDPOINTS) as Array<[PublicFormName, string]>) {
    router.post(routePath(endpoint), async (req, res) => {
      const { stored, error } = await publicForms[name].submit(submissions, req.body ?? {});
      if (error) throw new HttpError(400, INVALID_FIELDS_MESSAGE, fieldErrorsOf(error));
      res.status(201).json({ id: stored.id });
    });
  }
  return router;
}
