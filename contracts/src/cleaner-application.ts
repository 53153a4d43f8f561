import { z } from 'zod';
import { choice, email, normalisePhone, optionalText, requiredText } from './fields';

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
export const PROPERTY_COUNTS = ['1', '2-5', '6-10', '11+'] as const;

export const CHOOSE_AN_OPTION = 'Please select an option';
export const TERMS_REQUIRED = 'You must agree to the terms to continue';

/**
 * The cleaner application. The phone number shows 'Phone number is required' in the form
 * but does not block submission, so the contract keeps it optional; the business website
 * only counts when the applicant owns or works for a cleaning business.
 */
export const cleanerApplicationSchema = z
  .object({
    fullName: requiredText('Full name is required'),
    phoneNumber: optionalText(40).transform(normalisePhone),
    email: email('Email is required', 'Invalid email address'),
    city: requiredText('City is required'),
    state: requiredText('State is required'),
    ownsCleaningBusiness: choice(YES_NO, CHOOSE_AN_OPTION),
    businessWebsite: optionalText(500),
    numProperties: choice(PROPERTY_COUNTS, CHOOSE_AN_OPTION),
    availableToRestock: choice(YES_NO, CHOOSE_AN_OPTION),
    socialHandle: optionalText(),
    termsAgreed: z.literal(true, { error: TERMS_REQUIRED }),
  })
  .transform((application) => (application.ownsCleaningBusiness === 'Yes' ? application : { ...application, businessWebsite: '' }));

export type CleanerApplicationInput = z.input<typeof cleanerApplicationSchema>;
export type CleanerApplication = z.output<typeof cleanerApplicationSchema>;
