import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import * as css from './field.css';

interface FieldProps {
  label: ReactNode;
  /** The validation message; rendered as its own element and linked to the control. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The id of a message elsewhere that also describes the control (a form's outcome about it). */
  describedBy?: string | undefined;
  /** One form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its validation message: the label is tied to the control, and the message is its own element, linked with aria-describedby and announced. */
export function Field({ label, error, hint, className, describedBy: outsideDescription, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, outsideDescription].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[css.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error || outsideDescription ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClass = css.control;
export const formGridClass = css.formGrid;
export const fullRowClass = css.fullRow;
