import { PageSection } from 'shared-ui';
import { SIGNUP_FORM_ID } from '../shared/scroll-to-signup-form';
import { STARTER_KIT_PRICE_USD } from '../shared/pricing';
import { LazyDriverForm } from './lazy-driver-form';
import * as css from './driver-form.css';

/** The last section of /drivers, anchored as signup-form. */
export function SignupFormSection() {
  return (
    <PageSection
      id={SIGNUP_FORM_ID}
      tone="alt"
      titleId="signup-heading"
      eyebrow="Sign up"
      eyebrowAs="span"
      title="Get your Starter Kit"
      lead={<>Tell us who you are and where to ship. Next, you pay ${STARTER_KIT_PRICE_USD} once for your kit.</>}
    >
      {/* For visitors without JavaScript: hidden once the page's first script has run. */}
      <p className={css.noScript} role="note">
        Paying for your Starter Kit needs JavaScript. Please turn it on in your browser to continue; you can fill in the form below meanwhile.
      </p>
      <LazyDriverForm />
    </PageSection>
  );
}
