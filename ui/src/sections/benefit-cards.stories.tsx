import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, Info, Star } from 'lucide-react';
import { BenefitCards } from './benefit-cards';

const meta = { title: 'Sections/BenefitCards', component: BenefitCards, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof BenefitCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  args: {
    eyebrow: 'Why Hosts Love It',
    title: 'More Income, Happier Guests',
    benefits: [
      { icon: Star, title: 'Earn From Every Sale', text: 'Paid monthly.' },
      { icon: Check, title: 'Free Setup', text: 'Kits ship free.' },
      { icon: Info, title: 'No Inventory to Manage', text: 'We restock for you.' },
    ],
  },
};

export const FourWithoutText: Story = {
  args: {
    tone: 'alt',
    title: 'Why Partners Join',
    columns: 4,
    benefits: [
      { icon: Star, title: 'Free kit' },
      { icon: Check, title: 'Weekly payouts' },
      { icon: Info, title: 'Referral bonuses' },
      { icon: Star, title: 'Grow into a city lead' },
    ],
  },
};
