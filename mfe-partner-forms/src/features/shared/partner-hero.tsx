import type { ReactNode } from 'react';
import { layout } from '@minibar/ui';
import { JumpLink } from './jump-link';
import * as css from './page.css';

interface PartnerHeroProps {
  /** The band's background and spacing (the shared hero unless a page has its own). */
  className?: string;
  eyebrow: string;
  title: string;
  text: string;
  /** The call to action under the text. */
  actions: ReactNode;
  /** What stands beside the text on wide screens, below it on phones. */
  aside: ReactNode;
}

/** The opening band of a partner page: eyebrow, the page's only h1, the pitch and its call to action. */
export function PartnerHero({ className = css.hero, eyebrow, title, text, actions, aside }: PartnerHeroProps) {
  return (
    <section className={className}>
      <div className={`${layout.container} ${css.heroGrid}`}>
        <div>
          <span className={layout.eyebrow}>{eyebrow}</span>
          <h1 className={css.heroTitle}>{title}</h1>
          <p className={css.heroText}>{text}</p>
          {actions}
        </div>
        {aside}
      </div>
    </section>
  );
}

interface ClipHeroProps {
  hero: { eyebrow: string; title: string; text: string; cta: string };
  /** The looping clip beside the text. */
  clip: ReactNode;
  /** The link goes to the application form; analytics names where it was pressed. */
  formId: string;
  location: string;
}

/** A partner hero whose call to action jumps to the page's form, beside a looping product clip. */
export function ClipHero({ hero: { cta, eyebrow, title, text }, clip, formId, location }: ClipHeroProps) {
  return (
    <PartnerHero
      eyebrow={eyebrow}
      title={title}
      text={text}
      actions={
        <JumpLink target={formId} location={location}>
          {cta}
        </JumpLink>
      }
      aside={clip}
    />
  );
}
