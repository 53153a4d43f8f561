import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './notice';

const meta = { title: 'Sections/Notice', component: Notice } satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { children: 'The product combination in your kit may vary with availability.' } };
export const Success: Story = { args: { tone: 'success', role: 'status', children: 'Payment succeeded! Redirecting…' } };
export const Failure: Story = { args: { tone: 'error', role: 'alert', title: 'Payment Setup Error', children: 'Please try again.' } };
