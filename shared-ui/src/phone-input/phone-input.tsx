import { useEffect, useState, type FocusEventHandler } from 'react';
import { Popover } from 'radix-ui';
import type { CountryCode } from 'libphonenumber-js/min';
import { controlClass } from 'shared-ui';
import { findCountry, searchCountries } from './countries';
import { formatPhone, switchCountry, toE164ish } from './phone-number';
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

/** site-shell §4: the country search is debounced by 250 ms. */
const SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * International phone input: a country picker with search, the number formatted by the
 * country's pattern as it is typed, the country guessed from the digits; emits '+' and digits.
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
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const formatted = formatPhone(value);
  const country = findCountry(formatted.country ?? chosenCountry);
  const matches = searchCountries(debouncedQuery);

  const choose = (iso2: CountryCode) => {
    if (value) onChange(switchCountry(value, country.iso2, iso2));
    setChosenCountry(iso2);
    setOpen(false);
    setQuery('');
  };

  return (
    <div className={css.wrapper}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          className={css.countryButton}
          disabled={disabled}
          aria-label={`Country: ${country.name} +${country.dialCode}`}
        >
          <span className={css.flag} aria-hidden="true">
            {country.flag}
          </span>
          <span aria-hidden="true">+{country.dialCode}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className={css.popover} align="start" sideOffset={4}>
            <input
              type="search"
              className={css.search}
              placeholder="search"
              aria-label="Search countries"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            {matches.length === 0 ? (
              <p className={css.empty}>No entries to show</p>
            ) : (
              <ul className={css.list} role="listbox" aria-label="Countries">
                {matches.map((c) => (
                  <li key={c.iso2} role="presentation">
                    <button
                      type="button"
                      role="option"
                      aria-selected={c.iso2 === country.iso2}
                      className={css.option}
                      onClick={() => choose(c.iso2)}
                    >
                      <span className={css.flag} aria-hidden="true">
                        {c.flag}
                      </span>
                      {c.name}
                      <span className={css.dial}>+{c.dialCode}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <input
        {...inputProps}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        className={`${controlClass} ${css.input}`}
        placeholder={placeholder}
        disabled={disabled}
        value={formatted.text}
        onBlur={onBlur}
        onChange={(event) => onChange(toE164ish(event.target.value, country.iso2))}
      />
    </div>
  );
}
