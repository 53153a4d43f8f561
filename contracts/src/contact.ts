import { z } from 'zod';
import { email, MAX_LONG_TEXT, optionalPhone, requiredText } from './fields';

/** The contact form; a phone is optional but must be a real number when given. */
export const contactSchema = z.object({
  name: requiredText('Name is required'),
  email: email('Email is required', 'Invalid email address'),
  phone: optionalPhone('Enter a valid phone number'),
  message: requiredText('Message is required', MAX_LONG_TEXT),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
