import { useEffect, useRef, useState } from 'react';
import { Popover } from 'radix-ui';
import { Command } from 'cmdk';
import type { CountryCode } from 'libphonenumber-js/min';
import { listCountries, searchCountries, type Country } from '@minibar/contracts/countries';
import * as css from './phone-input.css';

/** The country search waits for a 250 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The current country on top of the unfiltered list, so the list opens on it. */
function currentFirst(countries: Country[], current: Country): Country[] {
  if (countries.length !== listCountries().length) return countries;
  return [current, ...countries.filter((c) => c.iso2 !== current.iso2)];
}

/** The active option before a list has its first one: matches no country. */
const NO_OPTION = '-';

interface CountryListProps {
  country: Country;
  onChoose: (iso2: CountryCode) => void;
}

/** The search box and the countries it finds; Up and Down move the active country, Enter chooses it. */
function CountryList({ country, onChoose }: CountryListProps) {
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const matches = currentFirst(searchCountries(debouncedQuery), country);
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(NO_OPTION);
  const [listsShown, setListsShown] = useState(0);

  // Each list (the opening one, then each search) starts on its first match, exactly as if
  // Home were pressed once it is shown with no active option, so the search box also tells
  // assistive technology which one is active.
  useEffect(() => {
    setActive(NO_OPTION);
    setListsShown((count) => count + 1);
  }, [debouncedQuery]);
  useEffect(() => {
    if (listsShown > 0) root.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
  }, [listsShown]);

  return (
    <Command ref={root} shouldFilter={false} loop label="Search countries" value={active} onValueChange={setActive} className={css.command}>
      <Command.Input className={css.search} placeholder="search" value={query} onValueChange={setQuery} />
      <Command.List className={css.list} label="Countries">
        <Command.Empty className={css.empty}>No entries to show</Command.Empty>
        {matches.map((c) => (
          <Command.Item key={c.iso2} value={c.iso2} className={css.option} data-current={c.iso2 === country.iso2} onSelect={() => onChoose(c.iso2)}>
            <span className={css.flag} aria-hidden="true">
              {c.flag}
            </span>
            {c.name}
            <span className={css.dial}>+{c.dialCode}</span>
          </Command.Item>
        ))}
      </Command.List>
    </Command>
  );
}

interface CountryPickerProps {
  country: Country;
  disabled?: boolean;
  onChoose: (iso2: CountryCode) => void;
  /** Where focus goes after a choice: the phone number field. */
  onChosen: () => void;
}

/**
 * The phone country button and its combobox: type to filter, Up and Down move the active
 * country, Enter chooses it, Escape closes (focus back on the button); after a choice,
 * focus moves on to the number.
 */
export function CountryPicker({ country, disabled, onChoose, onChosen }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const chosen = useRef(false);

  const choose = (iso2: CountryCode) => {
    chosen.current = true;
    onChoose(iso2);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        className={css.countryButton}
        disabled={disabled}
        aria-label={`Phone country: ${country.name} +${country.dialCode}`}
      >
        <span className={css.flag} aria-hidden="true">
          {country.flag}
        </span>
        <span aria-hidden="true">+{country.dialCode}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={css.popover}
          align="start"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (!chosen.current) return;
            chosen.current = false;
            event.preventDefault();
            onChosen();
          }}
        >
          <CountryList country={country} onChoose={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
