import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND, getSiteConfig, StaticPart, telHref, useHashLink, useToday } from '@minibar/ui';
import { Logo } from './logo';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './social-icons';

/** The social networks the footer links to, each when its address is configured. */
const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { network: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { network: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
] as const;
import * as css from './site-footer.css';
import { SITE_LINKS_ID } from './nav-items';

function HashLink({ hash, children }: { hash: string; children: ReactNode }) {
  const followHash = useHashLink();
  return (
    <a
      href={`/${hash}`}
      className={css.link}
      onClick={(event) => {
        event.preventDefault();
        followHash(hash);
      }}
    >
      {children}
    </a>
  );
}

/** The footer: brand blurb, social links, quick links, solutions, contact, legal links and copyright. */
export function SiteFooter() {
  const site = getSiteConfig();
  const { year } = useToday();
  return (
    <footer className={css.footer} id={SITE_LINKS_ID}>
      <div className={css.inner}>
        <StaticPart>
          <div className={css.brandColumn}>
            <Link to="/" className={css.logo} aria-label={`${BRAND} home`}>
              <Logo onDark />
            </Link>
            <p className={css.blurb}>
              {BRAND} turns rental properties, hotel rooms and rideshare vehicles into cashless self-service mini-stores. Guests scan, pay on their
              phone, and you earn from every sale.
            </p>
            <div className={css.social}>
              {SOCIAL_LINKS.filter(({ network }) => site.social[network]).map(({ network, label, Icon }) => (
                <a
                  key={network}
                  href={site.social[network]}
                  className={css.socialLink}
                  aria-label={`${BRAND} on ${label}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon />
                </a>
              ))}
            </div>
          </div>
        </StaticPart>
        {/* Its links move within the home page: they need their code. */}
        <nav aria-label="Quick Links">
          <h2 className={css.heading}>Quick Links</h2>
          <ul className={css.list}>
            <li>
              <Link to="/blog" className={css.link}>
                Blog
              </Link>
            </li>
            <li>
              <HashLink hash="#features">Features</HashLink>
            </li>
            <li>
              <HashLink hash="#pricing">Pricing</HashLink>
            </li>
            <li>
              <HashLink hash="#contact">Contact</HashLink>
            </li>
          </ul>
        </nav>
        <StaticPart>
          <nav aria-label="Solutions">
            <h2 className={css.heading}>Solutions</h2>
            <ul className={css.list}>
              <li>
                <Link to="/property-manager" className={css.link}>
                  For Airbnb Hosts &amp; Property Managers
                </Link>
              </li>
              <li>
                <Link to="/drivers" className={css.link}>
                  For Uber Drivers
                </Link>
              </li>
              <li>
                <Link to="/cleaning-partner" className={css.link}>
                  For Cleaners
                </Link>
              </li>
              <li>
                <Link to="/hotel-signup" className={css.link}>
                  For Hotels
                </Link>
              </li>
            </ul>
          </nav>
          {site.email || site.phone ? (
            <div>
              <h2 className={css.heading}>Contact</h2>
              <ul className={css.list}>
                {site.email ? (
                  <li>
                    <a href={`mailto:${site.email}`} className={css.link}>
                      {site.email}
                    </a>
                  </li>
                ) : null}
                {site.phone ? (
                  <li>
                    <a href={telHref(site.phone)} className={css.link}>
                      {site.phone}
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
        </StaticPart>
      </div>
      <StaticPart>
        <div className={css.bottom}>
          <p>
            © {year} {BRAND}. All rights reserved.
          </p>
          <nav aria-label="Legal" className={css.legal}>
            <Link to="/privacy" className={css.link}>
              Privacy Policy
            </Link>
            <Link to="/terms" className={css.link}>
              Terms of Service
            </Link>
            <Link to="/cookies" className={css.link}>
              Cookie Policy
            </Link>
          </nav>
        </div>
      </StaticPart>
    </footer>
  );
}
