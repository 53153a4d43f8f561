import type { Meta, StoryObj } from '@storybook/react-vite';
import { Faq } from './faq';

const meta = { title: 'Sections/Faq', component: Faq, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {
  args: {
    items: [
      { question: 'How much space do I need?', answer: 'About one square foot.' },
      { question: 'Does it cost anything?', answer: 'No. The kit and shipping are free.' },
    ],
  },
};

export const WithNoteBelow: Story = {
  args: { ...Questions.args, children: <p>Questions? Call us.</p> },
};
