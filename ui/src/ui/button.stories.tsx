import type { Meta, StoryObj } from '@storybook/react-vite';
import { button, type ButtonVariants } from './button.css';

function Button({ label, disabled, ...variants }: NonNullable<ButtonVariants> & { label: string; disabled?: boolean }) {
  return (
    <button type="button" className={button(variants)} disabled={disabled}>
      {label}
    </button>
  );
}

const meta = { title: 'Button', component: Button, args: { label: 'Get started' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { tone: 'primary' } };
export const Brand: Story = { args: { tone: 'brand' } };
export const Outline: Story = { args: { tone: 'outline' } };
export const Light: Story = { args: { tone: 'light' }, parameters: { backgrounds: { default: 'dark' } } };
export const Ghost: Story = { args: { tone: 'ghost' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullWidth: Story = { args: { block: true } };
export const Disabled: Story = { args: { disabled: true } };
