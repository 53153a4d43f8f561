import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass } from '@minibar/ui';
import type { PlaceAddress } from './place-address';
import { useAddressCombobox } from './use-address-combobox';
import * as css from './address-combobox.css';

interface AddressComboboxProps {
  registration: UseFormRegisterReturn;
  /** The value the server renders into the input (what a visitor posted without JavaScript). */
  defaultValue?: string;
  onPlace: (address: PlaceAddress) => void;
  /** Given by Field, so the label and the message point at the input itself. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The street address input. With a Places key it offers US address suggestions as an
 * accessible combobox; without one, or when Google cannot be reached, it is a plain input.
 */
export function AddressCombobox({ registration, onPlace, defaultValue, ...fieldProps }: AddressComboboxProps) {
  const listboxId = useId();
  const combobox = useAddressCombobox(onPlace);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const comboboxProps = combobox.enabled
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': combobox.open,
        'aria-controls': listboxId,
        'aria-activedescendant': combobox.open && combobox.active >= 0 ? optionId(combobox.active) : undefined,
      }
    : {};
  return (
    <div className={css.combobox}>
      <input
        {...fieldProps}
        {...comboboxProps}
        name={registration.name}
        ref={registration.ref}
        defaultValue={defaultValue}
        onChange={(event) => {
          void registration.onChange(event);
          combobox.onInput(event.target.value);
        }}
        onBlur={(event) => {
          void registration.onBlur(event);
          combobox.close();
        }}
        onKeyDown={combobox.onKeyDown}
        className={controlClass}
        autoComplete="address-line1"
        placeholder="Start typing your address"
      />
      {combobox.enabled ? (
        <div className={css.popup} hidden={!combobox.open}>
          <ul id={listboxId} role="listbox" aria-label="Address suggestions" className={css.listbox}>
            {combobox.suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === combobox.active}
                className={css.option}
                // Keeps the focus in the input, so choosing does not count as leaving it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => combobox.choose(suggestion)}
              >
                {suggestion.text}
              </li>
            ))}
          </ul>
          <p className={css.attribution}>Powered by Google</p>
        </div>
      ) : null}
    </div>
  );
}
