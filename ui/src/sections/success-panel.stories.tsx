import type { Meta, StoryObj } from '@storybook/react-vite';
import { button } from '../ui/button.css';
import { SuccessPanel } from './success-panel';

const meta = { title: 'Sections/SuccessPanel', component: SuccessPanel } satisfies Meta<typeof SuccessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const home = (
  <a href="/" className={button({ tone: 'brand' })}>
    Return to Homepage
  </a>
);

export const Success: Story = {
  args: { title: 'Application Submitted!', children: <p>We will be in touch soon.</p>, actions: home },
};
export const Failure: Story = {
  args: { tone: 'error', level: 1, title: 'Something Went Wrong', children: <p>Please try again.</p>, actions: home },
};
export const InProgress: Story = { args: { tone: 'progress', level: 1, title: 'Processing Your Order', children: <p>One moment.</p> } };
