import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, controlClass } from './field';

const meta = {
  title: 'Field',
  component: Field,
  args: { label: 'Email', children: <input className={controlClass} type="email" defaultValue="" /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'We answer within one business day.' } };
export const WithError: Story = {
  args: {
    error: 'Please enter a valid email address',
    children: <input className={controlClass} type="email" defaultValue="someone@" />,
  },
};
export const Disabled: Story = { args: { children: <input className={controlClass} type="email" disabled defaultValue="hello@example.com" /> } };
