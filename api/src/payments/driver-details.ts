import { driverSignupSchema, type DriverSignup } from '@minibar/contracts';
import { DRIVER_SIGNUP_SOURCE } from './starter-kit';

/** Stripe keeps metadata values as strings of at most 500 characters. */
const STRIPE_METADATA_VALUE_LIMIT = 500;

const driverFields = Object.keys(driverSignupSchema.shape) as Array<keyof DriverSignup>;

/** The validated driver as flat Stripe metadata, so a paid intent alone can complete the sign-up. */
export function driverMetadata(driver: DriverSignup): Record<string, string> {
  const metadata: Record<string, string> = { source: DRIVER_SIGNUP_SOURCE };
  for (const field of driverFields) {
    const value = driver[field];
    if (value) metadata[field] = String(value).slice(0, STRIPE_METADATA_VALUE_LIMIT);
  }
  return metadata;
}

/** The driver carried by a PaymentIntent's metadata; undefined when it is not a valid driver sign-up. */
export function driverFromMetadata(metadata: Record<string, string> | null | undefined): DriverSignup | undefined {
  if (metadata?.source !== DRIVER_SIGNUP_SOURCE) return undefined;
  const candidate = Object.fromEntries(driverFields.map((field) => [field, metadata[field] ?? '']));
  const parsed = driverSignupSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

const plain = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Who and where a sign-up ships to, normalised so formatting differences do not count. */
function identityOf(driver: Partial<DriverSignup>) {
  return [
    plain(driver.email),
    String(driver.phone ?? '').replace(/\D/g, ''),
    `${plain(driver.firstName)} ${plain(driver.lastName)}`,
    ...[driver.address, driver.apartment, driver.city, driver.state, driver.zip].map(plain),
  ].join('|');
}

/** True when the submitted form describes the same person and address as the one paid for. */
export function isSameDriver(submitted: DriverSignup, paidFor: Partial<DriverSignup>): boolean {
  return identityOf(submitted) === identityOf(paidFor);
}
