import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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
    expect(screen.getByRole('button', { name: /Phone country: United States \+1/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '2025550143');
    expect(onValue).toHaveBeenLastCalledWith('+12025550143');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 202 555 0143');
  });

  it('guesses the country from an international number', async () => {
    render(<Harness onValue={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+442079460958');
    expect(screen.getByRole('button', { name: /Phone country: United Kingdom \+44/ })).toBeInTheDocument();
  });

  it('searches countries after a 250 ms pause and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: /Phone country:/ }));
    const search = screen.getByPlaceholderText('search');
    await user.type(search, 'qqqq');
    act(() => vi.advanceTimersByTime(250));
    expect(await screen.findByText('No entries to show')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Germany');
    act(() => vi.advanceTimersByTime(250));
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    expect(screen.getByRole('button', { name: /Phone country: Germany \+49/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '30123456');
    expect(onValue).toHaveBeenLastCalledWith('+4930123456');
  });

  it('is a combobox: type to filter, arrows move the active country, Enter chooses it and focus goes to the number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const countryButton = screen.getByRole('button', { name: /Phone country: United States/ });
    countryButton.focus();
    await user.keyboard('{Enter}');

    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('placeholder', 'search');
    await user.keyboard('can');
    act(() => vi.advanceTimersByTime(250));
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    await waitFor(() => expect(within(listbox).queryByRole('option', { name: /United States/ })).toBeNull());
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['🇦🇸American Samoa+1', '🇨🇦Canada+1', '🇨🇫Central African Republic+236', '🇩🇴Dominican Republic+1', '🇻🇦Vatican City+39']);
    const active = () => within(listbox).getByRole('option', { selected: true });
    expect(active()).toHaveTextContent('American Samoa');
    await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant', active().id));

    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Canada');
    await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant', active().id));
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(active()).toHaveTextContent('Canada');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('button', { name: /Phone country: Canada \+1/ })).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(number).toHaveFocus());
    await user.keyboard('6135550123');
    expect(onValue).toHaveBeenLastCalledWith('+16135550123');
  });

  it('opens on the current country, closes with Escape and gives focus back to the country button', async () => {
    const user = userEvent.setup();
    render(<Harness onValue={() => {}} />);
    const countryButton = screen.getByRole('button', { name: /Phone country: United States/ });
    await user.click(countryButton);
    const listbox = await screen.findByRole('listbox', { name: 'Countries' });
    const active = within(listbox).getByRole('option', { selected: true });
    expect(active).toHaveTextContent('United States');
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant', active.id));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(countryButton).toHaveFocus();
    expect(countryButton).toHaveAccessibleName('Phone country: United States +1');
  });
});
