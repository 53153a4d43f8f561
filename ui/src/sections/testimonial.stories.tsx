import type { Meta, StoryObj } from '@storybook/react-vite';
import { Testimonial } from './testimonial';

const meta = { title: 'Sections/Testimonial', component: Testimonial, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Testimonial>;
export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {
  args: {
    title: 'What Hosts Are Saying',
    quotes: [{ quote: 'Guests love it and setup took ten minutes.', name: 'Jessica M.', role: 'Superhost, Scottsdale, AZ' }],
  },
};

export const Two: Story = {
  args: {
    tone: 'plain',
    title: 'Partners Earning Every Month',
    quotes: [
      { quote: 'A new income line for the business.', name: 'Derek T.', role: 'Cleaning company owner · Nashville, TN' },
      { quote: 'Restocking takes five minutes per visit.', name: 'Maria G.', role: 'Independent cleaner · Orlando, FL' },
    ],
  },
};
