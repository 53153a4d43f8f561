import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { email, MAX_LONG_TEXT, normalisePhone, requiredText } from './fields';

/** site-shell §5: the contact form; a phone is optional but must be a real number when given. */
export const contactSchema = z.object({
  name: requiredText('Name is required'),
  email: email('Email is required', 'Invalid email address'),
  phone: z
    .string()
    .trim()
    .max(40, 'Enter a valid phone number')
    .optional()
    .default('')
    .transform(normalisePhone)
    .refine((value) => value === '' || isValidPhoneNumber(value), 'Enter a valid phone number'),
  message: requiredText('Message is required', MAX_LONG_TEXT),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
