import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckIcon, InfoIcon, StarIcon } from './icons';
import { BenefitCards } from './benefit-cards';

const meta = { title: 'Sections/BenefitCards', component: BenefitCards, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof BenefitCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  args: {
    eyebrow: 'Why Hosts Love It',
    title: 'More Income, Happier Guests',
    benefits: [
      { icon: StarIcon, title: 'Earn From Every Sale', text: 'Paid monthly.' },
      { icon: CheckIcon, title: 'Free Setup', text: 'Kits ship free.' },
      { icon: InfoIcon, title: 'No Inventory to Manage', text: 'We restock for you.' },
    ],
  },
};

export const FourWithoutText: Story = {
  args: {
    tone: 'alt',
    title: 'Why Partners Join',
    columns: 4,
    benefits: [
      { icon: StarIcon, title: 'Free kit' },
      { icon: CheckIcon, title: 'Weekly payouts' },
      { icon: InfoIcon, title: 'Referral bonuses' },
      { icon: StarIcon, title: 'Grow into a city lead' },
    ],
  },
};
