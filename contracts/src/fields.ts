import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { numberFormat } from './number-format';

// zod compiles a fast parser for each object schema with `new Function`, and first probes
// whether it may. The pages' Content-Security-Policy forbids that, so in the browser the probe
// was a policy violation the first time a form checked its answers. The plain parser is quick
// enough for forms of a dozen fields, in the browser and in the API alike.
z.config({ jitless: true });

/**
 * Whether '+' and digits is a phone number its country can have (lengths and leading digits,
 * libphonenumber-js's small metadata). The forms in the browser and the API run this same
 * check, so a number the form accepts is never refused after the driver has moved on.
 */
export function phoneNumberExists(phone: string): boolean {
  return isValidPhoneNumber(phone);
}

/** A simple address pattern, case-insensitive. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const MAX_SHORT_TEXT = 200;
export const MAX_LONG_TEXT = 5000;

const formatCount = numberFormat();
const tooLong = (max: number) => `Please keep this under ${formatCount(max)} characters`;

/** A trimmed string that must not be empty; a missing field gets the same message. */
export function requiredText(message: string, max = MAX_SHORT_TEXT) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
}

/** A trimmed string with at least `min` characters (the hotel form's rules). */
export function textOfAtLeast(min: number, message: string, max = MAX_SHORT_TEXT) {
  return z.string({ error: message }).trim().min(min, message).max(max, tooLong(max));
}

export function optionalText(max = MAX_SHORT_TEXT) {
  return z.string().trim().max(max, tooLong(max)).optional().default('');
}

export function email(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).regex(EMAIL_PATTERN, invalidMessage);
}

/** '+' and digits as the phone input sends them; a leading '+' is added when missing. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/[^\d]/g, '');
  return digits ? `+${digits}` : '';
}

/** A phone number its country can have, stored as '+' and digits. */
export function phone(requiredMessage: string, invalidMessage: string, minLength = 1) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(40, invalidMessage)
    .transform(normalisePhone)
    .pipe(z.string().min(Math.max(minLength, 2), invalidMessage).refine(phoneNumberExists, invalidMessage));
}

/** A phone number that may be left empty; when given, its country must be able to have it. */
export function optionalPhone(invalidMessage: string) {
  return z
    .string()
    .trim()
    .max(40, invalidMessage)
    .optional()
    .default('')
    .transform(normalisePhone)
    .refine((value) => value === '' || phoneNumberExists(value), invalidMessage);
}

/** One of a fixed list; anything else (or nothing) gets the message. */
export function choice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}
