import type { Meta, StoryObj } from '@storybook/react-vite';
import { Steps } from './steps';

const meta = { title: 'Sections/Steps', component: Steps, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSteps: Story = {
  args: {
    title: 'Three Steps to a New Revenue Stream',
    steps: [
      { title: 'We Set You Up', text: 'A free kit arrives ready to place.' },
      { title: 'Guests Shop', text: 'They scan and pay on their phone.' },
      { title: 'You Get Paid', text: 'Every month, for every sale.' },
    ],
  },
};

export const FiveStepsOnAlternate: Story = {
  args: {
    tone: 'alt',
    title: 'How It Works',
    steps: ['Apply', 'Get Your Kit', 'Place the Box', 'Restock Weekly', 'Earn'].map((title) => ({ title, text: 'One short sentence.' })),
  },
};
