import { useId, type InputHTMLAttributes } from 'react';
import * as css from './form.css';

interface ChoiceGroupProps {
  legend: string;
  options: readonly string[];
  /** What each option says when read alone, beginning with its visible text ("Yes, I …"). */
  optionNames?: Readonly<Record<string, string>>;
  error?: string | undefined;
  /** What react-hook-form's register() gives; spread on every radio of the group. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** The option chosen when the form starts (the server renders it checked). */
  startValue?: string | undefined;
}

/** A labelled group of radio buttons with its validation message linked to the group. */
export function ChoiceGroup({ legend, options, optionNames, error, inputProps, startValue }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset className={css.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.choices}>
        {options.map((option) => (
          <label key={option} className={css.choice}>
            <input
              type="radio"
              value={option}
              defaultChecked={startValue === option}
              aria-label={optionNames?.[option]}
              aria-invalid={error ? true : undefined}
              {...inputProps}
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={css.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
