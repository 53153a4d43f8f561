import { PageSection } from '@minibar/ui';
import { SIGNUP_FORM_ID } from '../shared/scroll-to-signup-form';
import { DRIVER_COPY } from '../shared/pricing';
import { LazyDriverForm } from './lazy-driver-form';

/** The last section of /drivers, anchored as signup-form. */
export function SignupFormSection() {
  return (
    <PageSection
      id={SIGNUP_FORM_ID}
      tone="alt"
      titleId="signup-heading"
      eyebrow="Sign up"
      eyebrowAs="span"
      title="Get Your Starter Kit"
      lead={`Tell us who you are and where to ship. Next, you pay ${DRIVER_COPY.price} once for your kit.`}
    >
      <LazyDriverForm />
    </PageSection>
  );
}
