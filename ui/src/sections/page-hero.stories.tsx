import type { Meta, StoryObj } from '@storybook/react-vite';
import { button } from '../ui/button.css';
import { Illustration, PageHero } from './page-hero';

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 420"><circle cx="280" cy="210" r="190" fill="#c7e8e1"/><rect x="170" y="120" width="220" height="200" rx="18" fill="#0b6e63"/><rect class="float" x="330" y="180" width="90" height="160" rx="16" fill="#111827"/></svg>`;

const meta = {
  title: 'Sections/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIllustration: Story = {
  args: {
    eyebrow: 'For hotels',
    title: 'A Mini Store in Every Room',
    lead: 'Guests scan a QR code, pick what they need and pay on their phone.',
    actions: (
      <a href="#signup-form" className={button({ size: 'lg' })}>
        Sign Up Now
      </a>
    ),
    facts: ['Free starter kit', 'No monthly fees'],
    illustration: <Illustration markup={drawing} label="A mini store on a shelf and a phone paying for it" />,
  },
};

export const WithAside: Story = {
  args: {
    ...WithIllustration.args,
    aside: <p>A sample card sits under the drawing.</p>,
  },
};
