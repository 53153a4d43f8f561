import { useRef, useState, type FocusEventHandler } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { phoneCountryField } from '@minibar/contracts/form-posts';
import { findCountry } from '@minibar/contracts/countries';
import { CountryPicker } from './country-picker';
import { formatPhone, switchCountry, toE164ish } from '@minibar/contracts/phone-number';
import * as css from './phone-input.css';

export interface PhoneInputProps {
  /** '+' followed by digits, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  defaultCountry?: CountryCode;
  id?: string;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * International phone input: a keyboard-usable country picker with search, the number
 * formatted by the country's pattern as it is typed, the country guessed from the digits;
 * emits '+' and digits.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  defaultCountry = 'US',
  placeholder = '+1 (201) 555-0123',
  disabled,
  ...inputProps
}: PhoneInputProps) {
  const [chosenCountry, setChosenCountry] = useState<CountryCode>(defaultCountry);
  const numberField = useRef<HTMLInputElement>(null);
  const formatted = formatPhone(value);
  const country = findCountry(formatted.country ?? chosenCountry);

  const choose = (iso2: CountryCode) => {
    if (value) onChange(switchCountry(value, country.iso2, iso2));
    setChosenCountry(iso2);
  };

  return (
    <div className={css.wrapper}>
      <CountryPicker country={country} disabled={disabled} onChoose={choose} onChosen={() => numberField.current?.focus()} />
      {/* Without the script the typed text is posted as is: its country lets the server read it the same way. */}
      {inputProps.name ? <input type="hidden" name={phoneCountryField(inputProps.name)} value={country.iso2} /> : null}
      <input
        {...inputProps}
        ref={numberField}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        className={css.input}
        placeholder={placeholder}
        disabled={disabled}
        value={formatted.text}
        onBlur={onBlur}
        onChange={(event) => onChange(toE164ish(event.target.value, country.iso2))}
      />
    </div>
  );
}
