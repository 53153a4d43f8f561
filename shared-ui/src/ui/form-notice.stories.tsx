import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormNotice } from './form-notice';

const meta = { title: 'FormNotice', component: FormNotice } satisfies Meta<typeof FormNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { tone: 'success', title: 'Thank you!', children: 'We received your application.' } };
export const Error: Story = { args: { tone: 'error', title: 'Not sent', children: 'Please check the highlighted fields.' } };
export const TitleOnly: Story = { args: { tone: 'success', title: 'Saved' } };
