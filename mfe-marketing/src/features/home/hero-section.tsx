import { CirclePlay } from 'lucide-react';
import { button, getSiteConfig, PageHero } from '@minibar/ui';
import { useVideoDialog } from './video/video-dialog-context';
import { ExternalSignupLink } from './external-signup-link';
import { HOW_IT_WORKS_ID } from './how-it-works-section';
import { HOST_SHARE_PERCENT } from './claims';
import { HeroIllustration } from './hero-illustration';
import * as css from './home.css';

const heroBadges = ['Free starter kit', `${HOST_SHARE_PERCENT}% of all sales`, 'Paid monthly'];

/** The page's one h1, the external sign-up and the video. */
export function HeroSection() {
  const { openVideo, prepareVideo } = useVideoDialog();
  const hasVideo = Boolean(getSiteConfig().videoUrl);
  return (
    <PageHero
      eyebrow="Cashless self-service mini-stores"
      title="Transform Your Space Into a Smart Convenience Store"
      lead={
        <>
          Turn your rental, hotel rooms or rideshare car into a store that runs itself. Guests scan a QR code and pay on their phone — no app
          download, no front desk — and you earn {HOST_SHARE_PERCENT}% of all sales, paid monthly.
        </>
      }
      actions={
        <>
          <ExternalSignupLink location="hero">Get Started</ExternalSignupLink>
          {/* The video's section; once the page's scripts run, the video itself, in its dialog (with a video configured). */}
          <a
            href={`#${HOW_IT_WORKS_ID}`}
            className={button({ tone: 'outline', size: 'lg' })}
            onClick={(event) => {
              if (!hasVideo) return;
              event.preventDefault();
              openVideo(event.currentTarget);
            }}
            onPointerEnter={hasVideo ? prepareVideo : undefined}
            onFocus={hasVideo ? prepareVideo : undefined}
          >
            <CirclePlay aria-hidden="true" size={20} />
            See How It Works
          </a>
        </>
      }
      facts={heroBadges}
      illustration={
        <HeroIllustration
          className={css.heroImage}
          label="A self-service mini-store stocked with snacks and drinks, and a guest paying for them by QR code on a phone"
        />
      }
    />
  );
}
