import { z } from 'zod';
import { browserPhoneCheck, email, MAX_LONG_TEXT, optionalPhone, requiredText, type PhoneCheck } from './fields';

/** The contact form; a phone is optional but must be a real number when given. */
export function contactContract(isValidPhone: PhoneCheck) {
  return z.object({
    name: requiredText('Name is required'),
    email: email('Email is required', 'Invalid email address'),
    phone: optionalPhone(isValidPhone, 'Enter a valid phone number'),
    message: requiredText('Message is required', MAX_LONG_TEXT),
  });
}

export const contactSchema = contactContract(browserPhoneCheck);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
