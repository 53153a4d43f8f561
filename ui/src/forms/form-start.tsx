import { useMemo, useState } from 'react';
import { phoneFromFormText } from '@minibar/contracts/phone-number';
import { useSubmittedForm } from './submitted-form';
import { DRIVER_FORM_ANCHOR, PUBLIC_FORM_ANCHORS, SENT_PARAM, formPostPath, phoneCountryField, type FormName } from '@minibar/contracts/form-posts';

type FormValues = Record<string, unknown>;

/**
 * What the visitor has in the server-rendered form right now (typed before the scripts
 * arrived, or filled in by the server), field by field; a field the page does not show
 * is left out. A phone field is read with its posted country, as the phone input emits it.
 */
function readRenderedForm(name: FormName, fields: string[]): FormValues | undefined {
  if (typeof document === 'undefined') return undefined;
  const form = document.querySelector<HTMLFormElement>(`form[data-form="${name}"]`);
  if (!form) return undefined;
  const data = new FormData(form);
  const values: FormValues = {};
  for (const field of fields) {
    const control = form.elements.namedItem(field);
    if (!control) continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      values[field] = control.checked;
      continue;
    }
    const text = data.get(field);
    const country = data.get(phoneCountryField(field));
    values[field] = typeof country === 'string' ? phoneFromFormText(String(text ?? ''), country) : String(text ?? '');
  }
  return values;
}

export interface FormStart<T extends FormValues> {
  /** The form's starting values: what the rendered form holds, else the server's, else empty. */
  defaultValues: T;
  /** The server's message per field, in react-hook-form's shape (undefined when none). */
  errors: Record<string, { type: 'server'; message: string }> | undefined;
  /** The server's message about the whole submission, shown above the form. */
  message: string | undefined;
  /** True on the page shown after this form's submission was stored (?sent=<form>). */
  sent: boolean;
  /** Spread on the <form>: how it is found, and for the public forms where it posts without JavaScript. */
  formProps: { 'data-form': FormName; method?: 'post'; action?: string };
}

/** Where the page is: the caller's `useLocation()` (from @minibar/ui, the shell's router). */
export interface FormPageLocation {
  pathname: string;
  search: string;
}

/**
 * The one starting point of every form. On the client's first render the values come
 * from the server-rendered form itself, so text typed before hydration is kept (and
 * react-hook-form, which writes its default values into the inputs, writes it back
 * unchanged); then from what the server answered to a native post; then empty.
 * The caller passes the page's location: this module is bundled into each remote, where a
 * router import of its own would be a second router with nothing around it.
 */
export function useFormStart<T extends FormValues>(name: FormName, empty: T, { pathname, search }: FormPageLocation): FormStart<T> {
  const submitted = useSubmittedForm();
  const own = submitted?.form === name ? submitted : undefined;
  const [defaultValues] = useState<T>(() => {
    const fields = Object.keys(empty);
    const answered = Object.fromEntries(Object.entries(own?.values ?? {}).filter(([field]) => fields.includes(field)));
    return { ...empty, ...answered, ...(readRenderedForm(name, fields) ?? {}) };
  });
  const errors = useMemo(() => {
    const entries = Object.entries(own?.fieldErrors ?? {}).flatMap(([field, messages]) =>
      messages[0] ? [[field, { type: 'server' as const, message: messages[0] }] as const] : [],
    );
    return entries.length ? Object.fromEntries(entries) : undefined;
  }, [own]);
  return {
    defaultValues,
    errors,
    message: own?.message,
    sent: new URLSearchParams(search).get(SENT_PARAM) === name,
    formProps:
      name === 'driver'
        ? { 'data-form': name, method: 'post', action: `${pathname}#${DRIVER_FORM_ANCHOR}` }
        : { 'data-form': name, method: 'post', action: `${formPostPath(name, pathname)}#${PUBLIC_FORM_ANCHORS[name]}` },
  };
}
