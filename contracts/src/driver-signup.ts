import { z } from 'zod';
import { email, MAX_LONG_TEXT, optionalText, phone, requiredText } from './fields';

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** The driver sign-up: the messages the driver form shows. */
export const driverSignupSchema = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  email: email('Email is required', 'Invalid email address'),
  phone: phone('Phone number is required', 'Enter a valid phone number', 10),
  address: requiredText('Address is required'),
  apartment: optionalText(),
  city: requiredText('City is required'),
  state: requiredText('State is required'),
  // No length cap of its own: the pattern bounds it, so an over-long ZIP reads 'Invalid ZIP code format'.
  zip: requiredText('ZIP code is required').regex(ZIP_PATTERN, 'Invalid ZIP code format'),
  additionalInfo: optionalText(MAX_LONG_TEXT),
});

export type DriverSignupInput = z.input<typeof driverSignupSchema>;
export type DriverSignup = z.output<typeof driverSignupSchema>;
