import { Router } from 'express';
import { FORMS, PUBLIC_FORM_NAMES, routePath } from '@minibar/contracts';
import { fieldErrorsOf, HttpError, INVALID_FIELDS_MESSAGE } from '@minibar/http/errors';
import { publicForms } from '../submissions/public-forms';
import type { AppContext } from '../context';

/**
 * The contact message and the host, hotel and cleaner applications: validate, store
 * durably, answer 201 { id }; invalid fields are 400 with the contract's messages.
 */
export function publicFormRoutes({ submissions }: AppContext): Router {
  const router = Router();
  for (const name of PUBLIC_FORM_NAMES) {
    router.post(routePath(FORMS[name].endpoint), async (req, res) => {
      const { stored, error } = await publicForms[name].submit(submissions, req.body ?? {});
      if (error) throw new HttpError(400, INVALID_FIELDS_MESSAGE, fieldErrorsOf(error));
      res.status(201).json({ id: stored.id });
    });
  }
  return router;
}
