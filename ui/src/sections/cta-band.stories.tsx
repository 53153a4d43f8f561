import type { Meta, StoryObj } from '@storybook/react-vite';
import { button } from '../ui/button.css';
import { CtaBand, ctaBandLink } from './cta-band';

const meta = { title: 'Sections/CtaBand', component: CtaBand, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof CtaBand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  args: {
    title: 'Start Earning Extra Income Today',
    text: 'The kit is free and setup takes minutes.',
    actions: (
      <>
        <a href="#start" className={button({ tone: 'light', size: 'lg' })}>
          Get Started
        </a>
        <a href="#cleaners" className={ctaBandLink}>
          Are you a cleaner? Join our partner program
        </a>
      </>
    ),
  },
};

export const WithHighlights: Story = {
  args: { ...WithLink.args, highlights: ['Free starter kit', 'No monthly fees', 'Risk-free trial'] },
};
