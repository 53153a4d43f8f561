import { getSiteConfig, layout, Link, StaticPart, useToday } from '@minibar/ui';
import { ContactFormLink } from './contact-form-link';
import type { LegalBlock, LegalDocument } from './legal-document';
import * as css from './legal.css';

const legalPages = [
  { path: '/privacy', label: 'Privacy Policy' },
  { path: '/terms', label: 'Terms of Service' },
  { path: '/cookies', label: 'Cookie Policy' },
];

function LastUpdated() {
  const today = useToday();
  return (
    <p className={css.updated}>
      Last updated: <time dateTime={today.iso}>{today.label}</time>
    </p>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className={css.paragraph}>{block}</p>;
  return (
    <ul className={css.list}>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** One layout for the privacy, terms and cookie pages; the shell brings each one in at the top. */
export function LegalPageLayout({ document: legal, path }: { document: LegalDocument; path: string }) {
  const { email } = getSiteConfig();
  return (
    <>
      <section className={css.header} aria-labelledby="legal-title">
        <StaticPart>
          <div className={layout.container}>
            <p className={layout.eyebrow}>Legal</p>
            <h1 id="legal-title" className={css.title}>
              {legal.title}
            </h1>
            <LastUpdated />
            <p className={layout.lead}>{legal.summary}</p>
          </div>
        </StaticPart>
      </section>
      <section className={css.body} aria-label={`${legal.title} text`}>
        <div className={`${layout.container} ${css.layoutGrid}`}>
          <StaticPart>
            <article className={css.article}>
              {legal.sections.map((section, index) => (
                <section key={section.heading} className={css.section} aria-labelledby={`legal-section-${index + 1}`}>
                  <h2 id={`legal-section-${index + 1}`} className={css.sectionHeading}>
                    {index + 1}. {section.heading}
                  </h2>
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </section>
              ))}
            </article>
          </StaticPart>
          <aside className={css.aside} aria-label="Questions and related policies">
            <div className={css.asideCard}>
              <h2 className={css.asideHeading}>Questions?</h2>
              <p className={css.asideText}>
                Send us a message through our <ContactFormLink>contact form</ContactFormLink>
                {email ? (
                  <>
                    {' '}
                    or email <a href={`mailto:${email}`}>{email}</a>
                  </>
                ) : null}
                . We answer within one business day.
              </p>
            </div>
            <nav className={css.asideCard} aria-label="Related policies">
              <h2 className={css.asideHeading}>Related Policies</h2>
              <ul className={css.asideLinks}>
                {legalPages
                  .filter((page) => page.path !== path)
                  .map((page) => (
                    <li key={page.path}>
                      <Link to={page.path}>{page.label}</Link>
                    </li>
                  ))}
              </ul>
            </nav>
          </aside>
        </div>
      </section>
    </>
  );
}
