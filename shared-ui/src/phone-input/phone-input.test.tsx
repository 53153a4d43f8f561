import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput
        id="phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('PhoneInput', () => {
  it('defaults to the US, formats as typed and sends + and digits', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    expect(screen.getByRole('button', { name: /Country: United States \+1/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '2025550143');
    expect(onValue).toHaveBeenLastCalledWith('+12025550143');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 202 555 0143');
  });

  it('guesses the country from an international number', async () => {
    render(<Harness onValue={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+442079460958');
    expect(screen.getByRole('button', { name: /Country: United Kingdom \+44/ })).toBeInTheDocument();
  });

  it('searches countries after a 250 ms pause and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: /Country:/ }));
    const search = screen.getByPlaceholderText('search');
    await user.type(search, 'qqqq');
    act(() => vi.advanceTimersByTime(250));
    expect(await screen.findByText('No entries to show')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Germany');
    act(() => vi.advanceTimersByTime(250));
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    expect(screen.getByRole('button', { name: /Country: Germany \+49/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '30123456');
    expect(onValue).toHaveBeenLastCalledWith('+4930123456');
  });
});
