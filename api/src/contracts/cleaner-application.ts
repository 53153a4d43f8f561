import { z } from 'zod';
import { choice, email, optionalText, requiredText } from './fields';

export const YES_NO = ['Yes', 'No'] as const;
export const PROPERTY_COUNTS = ['1', '2-5', '6-10', '11+'] as const;

/**
 * signup-flows §5, Cleaner form. The phone number shows 'Phone number is required' in
 * the form but does not block submission, so the contract keeps it optional.
 */
export const cleanerApplicationSchema = z.object({
  fullName: requiredText('Full name is required'),
  phoneNumber: optionalText(40),
  email: email('Email is required', 'Invalid email address'),
  city: requiredText('City is required'),
  state: requiredText('State is required'),
  ownsCleaningBusiness: choice(YES_NO, 'Please select an option'),
  businessWebsite: optionalText(500),
  numProperties: choice(PROPERTY_COUNTS, 'Please select an option'),
  availableToRestock: choice(YES_NO, 'Please select an option'),
  socialHandle: optionalText(),
  termsAgreed: z.literal(true, { error: 'You must agree to the terms to continue' }),
});

export type CleanerApplicationInput = z.input<typeof cleanerApplicationSchema>;
export type CleanerApplication = z.output<typeof cleanerApplicationSchema>;
