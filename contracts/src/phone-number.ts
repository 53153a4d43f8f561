import { AsYouType, type CountryCode } from 'libphonenumber-js/min';
import { findCountry } from './countries';

/** Digits only, at most 15 (E.164). */
export const MAX_PHONE_DIGITS = 15;

/**
 * Turns what the visitor typed into '+' and digits. Text with a leading '+' (or the
 * formatted value shown back) is international; bare digits are a national number in
 * the selected country.
 */
export function toE164ish(typed: string, country: CountryCode): string {
  const digits = typed.replace(/\D/g, '');
  // A lone '+' is the start of an international number: keep it so the digits can follow.
  if (!digits) return typed.trim().startsWith('+') ? '+' : '';
  const international = typed.trim().startsWith('+');
  const withCode = international ? digits : findCountry(country).dialCode + digits;
  return `+${withCode.slice(0, MAX_PHONE_DIGITS)}`;
}

/**
 * A number as a form carries it without the input's script (the text as shown or typed,
 * and the selected country's code) as '+' and digits, exactly as the input would emit it.
 */
export function phoneFromFormText(text: string, country: string): string {
  return toE164ish(text, findCountry(country).iso2);
}

/** The value formatted by its country's pattern, and the country guessed from its digits. */
export function formatPhone(value: string): { text: string; country: CountryCode | undefined } {
  if (!value) return { text: '', country: undefined };
  const typer = new AsYouType();
  const text = typer.input(value);
  return { text, country: typer.getCountry() };
}

/** Moves a number to another country's dial code, keeping its national digits. */
export function switchCountry(value: string, from: CountryCode, to: CountryCode): string {
  const fromCode = findCountry(from).dialCode;
  const toCode = findCountry(to).dialCode;
  const digits = value.replace(/\D/g, '');
  const national = digits.startsWith(fromCode) ? digits.slice(fromCode.length) : digits;
  return `+${(toCode + national).slice(0, MAX_PHONE_DIGITS)}`;
}
