import { useLayoutEffect, useMemo, useState } from 'react';
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
  /**
   * What the server rendered the form from: its answer to a native post, else empty. The
   * form's first render in the browser starts from these too, so that it hydrates the server
   * HTML exactly (a phone number's country or a field shown by a choice would otherwise differ).
   */
  defaultValues: T;
  /** What the visitor typed or chose in the server-rendered form before its script ran. */
  typedEarly: TypedEarly<T>;
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

/** Where the caret or selection is in a text field. */
interface FieldSelection {
  field: string;
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

export interface TypedEarly<T extends FormValues> {
  /** Each field whose value differs from what the server rendered. */
  values: Partial<T>;
  /** The caret or selection in the form's field that has the focus, kept as the values are given back. */
  selection: FieldSelection | null;
}

/** The caret or selection in the rendered form's focused text field, if the focus is in it. */
function selectionIn(name: FormName): FieldSelection | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) return null;
  if (focused.form?.getAttribute('data-form') !== name || focused.selectionStart === null || focused.selectionEnd === null) return null;
  return { field: focused.name, start: focused.selectionStart, end: focused.selectionEnd, direction: focused.selectionDirection ?? 'none' };
}

/** The fields whose value in the rendered form differs from what the server rendered. */
function changedFields<T extends FormValues>(rendered: FormValues, server: T): Partial<T> {
  return Object.fromEntries(Object.entries(rendered).filter(([field, value]) => value !== server[field])) as Partial<T>;
}

/**
 * The one starting point of every form: the server's answer to a native post, else empty,
 * and what the visitor has typed into the server-rendered form meanwhile (see useTypedEarly).
 * The caller passes the page's location: this module is bundled into each remote, where a
 * router import of its own would be a second router with nothing around it.
 */
export function useFormStart<T extends FormValues>(name: FormName, empty: T, { pathname, search }: FormPageLocation): FormStart<T> {
  const submitted = useSubmittedForm();
  const own = submitted?.form === name ? submitted : undefined;
  const [{ defaultValues, typedEarly }] = useState(() => {
    const fields = Object.keys(empty);
    const answered = Object.fromEntries(Object.entries(own?.values ?? {}).filter(([field]) => fields.includes(field)));
    const server = { ...empty, ...answered } as T;
    const rendered = readRenderedForm(name, fields);
    const typedEarly: TypedEarly<T> = rendered
      ? { values: changedFields(rendered, server), selection: selectionIn(name) }
      : { values: {}, selection: null };
    return { defaultValues: server, typedEarly };
  });
  const errors = useMemo(() => {
    const entries = Object.entries(own?.fieldErrors ?? {}).flatMap(([field, messages]) =>
      messages[0] ? [[field, { type: 'server' as const, message: messages[0] }] as const] : [],
    );
    return entries.length ? Object.fromEntries(entries) : undefined;
  }, [own]);
  return {
    defaultValues,
    typedEarly,
    errors,
    message: own?.message,
    sent: new URLSearchParams(search).get(SENT_PARAM) === name,
    formProps:
      name === 'driver'
        ? { 'data-form': name, method: 'post', action: `${pathname}#${DRIVER_FORM_ANCHOR}` }
        : { 'data-form': name, method: 'post', action: `${formPostPath(name, pathname)}#${PUBLIC_FORM_ANCHORS[name]}` },
  };
}

/**
 * Gives the form what the visitor typed or chose before its script ran, as soon as it is
 * hydrated and before the browser paints again. Hydrating registers the fields, which writes
 * the starting values into the inputs; this writes the visitor's back, and leaves the caret
 * or selection of the field they are in where it was. `setValue` is the form's
 * (react-hook-form's, marking the field changed).
 */
export function useTypedEarly<T extends FormValues>(start: FormStart<T>, setValue: (field: keyof T & string, value: unknown) => void): void {
  useLayoutEffect(() => {
    const { values, selection } = start.typedEarly;
    for (const [field, value] of Object.entries(values)) setValue(field, value);
    const focused = document.activeElement;
    if (selection && selection.field in values && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
      if (focused.name === selection.field) focused.setSelectionRange(selection.start, selection.end, selection.direction);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the server-rendered form the first render adopted
  }, []);
}
