import { Play } from 'lucide-react';
import { formatDollars, STARTER_KIT } from '@minibar/contracts';
import { BRAND, getSiteConfig, Steps } from '@minibar/ui';
import { useVideoDialog } from './video/video-dialog-context';
import { HOST_SHARE_PERCENT } from './claims';
import * as css from './sections.css';

const steps = [
  {
    title: 'Get Your Kit',
    text: `We ship a stocked display, QR signage and a quick setup guide: free for hosts, and for drivers the ${formatDollars(STARTER_KIT.priceUsd)} Starter Kit.`,
  },
  { title: 'Place It in Minutes', text: 'Set it on a shelf, counter or seatback. No wiring, no special equipment.' },
  { title: 'Guests Scan and Pay', text: 'They scan the QR code and each item, then pay on their phone. No app, no front desk.' },
  {
    title: 'Get Paid Monthly',
    text: `Hosts earn ${HOST_SHARE_PERCENT}% of all sales and drivers what their kit sells for, tracked live in your dashboard and paid every month.`,
  },
];

/** The section's anchor: where the hero's 'See How It Works' goes without JavaScript. */
export const HOW_IT_WORKS_ID = 'how-it-works';

/**
 * Four steps and the play button: a link to the video's own page (a new tab) until the page's
 * scripts run, then the button that opens the video in its dialog. Without a video, no button.
 */
export function HowItWorksSection() {
  const { openVideo, prepareVideo } = useVideoDialog();
  const { videoUrl } = getSiteConfig();
  return (
    <Steps id={HOW_IT_WORKS_ID} tone="alt" title="From Box to Payout in Four Steps" steps={steps}>
      {videoUrl ? (
        <div className={css.videoCard}>
          <a
            href={videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={css.playButton}
            onClick={(event) => {
              event.preventDefault();
              openVideo(event.currentTarget);
            }}
            onPointerEnter={prepareVideo}
            onFocus={prepareVideo}
            aria-label={`Play the video: how ${BRAND} works`}
          >
            <Play aria-hidden="true" size={36} fill="currentColor" />
          </a>
          <p className={css.videoCaption}>Watch how {BRAND} works in under two minutes</p>
        </div>
      ) : null}
    </Steps>
  );
}
