import { Mail, Phone } from 'lucide-react';
import { deferredSection, getSiteConfig, layout, telHref } from '@minibar/ui';
import * as css from './contact-section.css';
import { placeholder } from './contact-form.css';
import { loadFormLibrariesInTurns } from '@minibar/forms/load-in-turns';

// The form is in the server HTML; its validation code loads as the section comes near.
const ContactForm = deferredSection(() => import('./contact-form'), {
  fallback: <div className={placeholder} aria-busy="true" />,
  // The libraries it is built on first, each in a task of its own.
  loadFirst: loadFormLibrariesInTurns,
});

/** 'Get in Touch': our email and phone, and the contact form. */
export function ContactSection() {
  const { email, phone } = getSiteConfig();
  return (
    <section id="contact" className={layout.section({ tone: 'alt' })} aria-labelledby="contact-title">
      <div className={`${layout.container} ${css.grid}`}>
        <div>
          <p className={layout.eyebrow}>Contact</p>
          <h2 id="contact-title" className={layout.sectionHeading}>
            Get in Touch
          </h2>
          <p className={layout.lead}>
            Questions about a kit, a hotel rollout or a fleet of cars? Send us a message and our partner team will get back to you within one business
            day.
          </p>
          {email || phone ? (
            <ul className={css.details}>
              {email ? (
                <li className={css.detail}>
                  <Mail aria-hidden="true" size={20} className={css.detailIcon} />
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ) : null}
              {phone ? (
                <li className={css.detail}>
                  <Phone aria-hidden="true" size={20} className={css.detailIcon} />
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
