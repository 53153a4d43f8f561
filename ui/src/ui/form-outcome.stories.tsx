import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { FormOutcome } from './form-outcome';

const meta = {
  title: 'FormOutcome',
  component: FormOutcome,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof FormOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessNotice: Story = {
  args: { tone: 'success', title: 'Thank you!', children: 'We received your application.', next: { to: '/blog', label: 'Read our blog' } },
};
export const ErrorNotice: Story = { args: { tone: 'error', title: 'Not sent', children: 'Please check the highlighted fields.' } };
export const MessageOnly: Story = { args: { tone: 'error', children: 'Error: Sign-ups are paused.' } };
export const Panel: Story = {
  args: {
    tone: 'success',
    look: 'panel',
    title: 'Application Submitted!',
    children: 'We will be in touch soon.',
    next: { to: '/', label: 'Back to the homepage' },
  },
};
