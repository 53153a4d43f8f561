import { FORMS, PUBLIC_FORM_NAMES, type FormName, type PublicFormName } from './forms';

export type { FormName, PublicFormName };

/**
 * The public forms a visitor can send without JavaScript (the forms' registry in the
 * contracts says where each sits): each one posts natively to the page it sits on, to the
 * anchor of its section, and the page after a stored submission is
 * `<path>?sent=<form>#<anchor>`. Shared by the forms (browser and server render) and the
 * site server that accepts the posts.
 */
export const PUBLIC_FORM_ANCHORS = Object.fromEntries(PUBLIC_FORM_NAMES.map((name) => [name, FORMS[name].anchor])) as Readonly<
  Record<PublicFormName, string>
>;

/** The page each public form sits on, which is also where it posts. */
export const PUBLIC_FORM_PAGES: Readonly<Record<string, PublicFormName>> = Object.fromEntries(
  PUBLIC_FORM_NAMES.flatMap((name) => FORMS[name].pages.map((page) => [page, name])),
);

/**
 * The driver sign-up ends in a card payment, which needs JavaScript: posted without it,
 * its page answers with the form as filled in and this message.
 */
export const DRIVER_FORM_PAGES = FORMS.driver.pages;
export const DRIVER_FORM_ANCHOR = FORMS.driver.anchor;
export const DRIVER_NEEDS_JAVASCRIPT =
  'Paying for your Starter Kit needs JavaScript. Please turn it on in your browser and press Next again; what you filled in is kept below.';

/**
 * Where a form posts from the page it is on: that page when it is one of the form's own,
 * else the form's first page (the home page also shows for unknown paths).
 */
export function formPostPath(form: PublicFormName, pathname: string): string {
  if (PUBLIC_FORM_PAGES[pathname] === form) return pathname;
  return Object.keys(PUBLIC_FORM_PAGES).find((page) => PUBLIC_FORM_PAGES[page] === form) ?? '/';
}

/** The query parameter that names the form whose submission was just stored. */
export const SENT_PARAM = 'sent';

/** A phone field's country (ISO 3166 alpha-2) is posted beside it under this name. */
export function phoneCountryField(field: string): string {
  return `${field}Country`;
}

/** The page a stored native submission redirects to (post/redirect/get). */
export function sentPageUrl(pathname: string, form: PublicFormName): string {
  return `${pathname}?${SENT_PARAM}=${form}#${PUBLIC_FORM_ANCHORS[form]}`;
}

/**
 * A form as the server answered it: the visitor's values, the contract's messages per
 * field and a message about the whole form (a refused or unreadable submission).
 */
export interface SubmittedForm {
  form: FormName;
  values: Record<string, string | boolean>;
  fieldErrors: Record<string, string[]>;
  message?: string | undefined;
}
