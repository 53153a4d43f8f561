import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneInput, type PhoneInputProps } from './phone-input';

function ControlledPhoneInput(props: Omit<PhoneInputProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <PhoneInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'PhoneInput',
  component: ControlledPhoneInput,
  args: { value: '' },
} satisfies Meta<typeof ControlledPhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const UnitedStatesNumber: Story = { args: { value: '+12015550123' } };
export const UnitedKingdomNumber: Story = { args: { value: '+447400123456' } };
export const OtherDefaultCountry: Story = { args: { defaultCountry: 'DE' } };
export const Invalid: Story = { args: { value: '+1201', 'aria-invalid': true } };
export const Disabled: Story = { args: { value: '+12015550123', disabled: true } };
