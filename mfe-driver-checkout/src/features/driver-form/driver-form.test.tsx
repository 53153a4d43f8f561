import { lazy } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useToastStore } from '@minibar/ui';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SESSION_KEYS } from '../shared/driver-session';
import { DriverForm } from './driver-form';

function formPage(path = '/drivers') {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/drivers" element={<DriverForm />} />
        <Route path="/uber-payment" element={<p>Payment page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

function renderForm(path = '/drivers') {
  return render(formPage(path));
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Dana');
  await user.type(screen.getByLabelText('Last name'), 'Reyes');
  await user.type(screen.getByLabelText('Email'), 'dana@example.com');
  await user.type(screen.getByLabelText('Phone number'), '2025550143');
  await user.type(screen.getByLabelText('Street address'), '1600 Pennsylvania Ave NW');
  await user.type(screen.getByLabelText('City'), 'Washington');
  await user.type(screen.getByLabelText('State'), 'DC');
  await user.type(screen.getByLabelText('ZIP code'), '20500-0003');
}

beforeEach(() => {
  // No Places key: the address is typed by hand.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ apiKey: '' }), { status: 200 })),
  );
  useToastStore.setState({ toasts: [] });
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('driver sign-up form', () => {
  it("shows the contract's message for every required field and the fix-the-errors toast", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Please fix the errors',
        description: 'Please fill out all required fields correctly.',
        variant: 'destructive',
      }),
    ]);
    expect(sessionStorage.getItem(SESSION_KEYS.formData)).toBeNull();
  });

  it('puts focus on the first field in error, in the page’s order, the phone included', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('First name'), 'Dana');
    await user.type(screen.getByLabelText('Last name'), 'Reyes');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number is required');
  });

  it('validates as the visitor types: email, phone and ZIP formats', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'dana@');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '202');
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '1234');
    expect(await screen.findByText('Invalid ZIP code format')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '5-678');
    expect(await screen.findByText('Invalid ZIP code format')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '9');
    await waitFor(() => expect(screen.queryByText('Invalid ZIP code format')).not.toBeInTheDocument());
  });

  it('saves a valid form to session storage, with a + on the phone, and goes to /uber-payment', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Payment page')).toBeInTheDocument();
    const saved = JSON.parse(sessionStorage.getItem(SESSION_KEYS.formData) ?? 'null');
    expect(saved).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      phone: '+12025550143',
      address: '1600 Pennsylvania Ave NW',
      apartment: '',
      city: 'Washington',
      state: 'DC',
      zip: '20500-0003',
      additionalInfo: '',
    });
    expect(sessionStorage.getItem(SESSION_KEYS.formSubmitted)).toBe('true');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('brought back by the payment page, holds what was sent, shows the refused field’s message and puts focus on it', async () => {
    const sent = {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      phone: '+491511234567',
      address: '1600 Pennsylvania Ave NW',
      apartment: '',
      city: 'Washington',
      state: 'DC',
      zip: '20500',
      additionalInfo: '',
    };
    sessionStorage.setItem(
      SESSION_KEYS.refusedForm,
      JSON.stringify({
        values: sent,
        fieldErrors: { phone: ['Enter a valid phone number'] },
        message: 'Please correct the highlighted fields and try again.',
      }),
    );
    renderForm();
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('Enter a valid phone number');
    expect(screen.getByText('Please correct the highlighted fields and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Dana');
    expect(screen.getByLabelText('City')).toHaveValue('Washington');
    // Shown once: a reload shows the form as usual.
    expect(sessionStorage.getItem(SESSION_KEYS.refusedForm)).toBeNull();
  });

  it('shows Next pending while the payment page loads, never an empty moment', async () => {
    const user = userEvent.setup();
    // The payment page's code has not arrived: the move to it waits, with the form on screen.
    const PaymentPageLoading = lazy(() => new Promise<{ default: () => null }>(() => {}));
    render(
      <MemoryRouter initialEntries={['/drivers']}>
        <Routes>
          <Route path="/drivers" element={<DriverForm />} />
          <Route path="/uber-payment" element={<PaymentPageLoading />} />
        </Routes>
      </MemoryRouter>,
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const pending = await screen.findByRole('button', { name: 'Opening payment...' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Dana');
  });

  it('ends with Next, the next-step text and the terms and privacy links', () => {
    renderForm();
    expect(screen.getByText('Next step: Complete payment for your Starter Kit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('typed into the server HTML before the script ran, with a number of another country: hydrated as sent, then holds and saves what was typed', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(formPage());
    document.body.append(root);
    const form = within(root);
    const phone = form.getByLabelText('Phone number') as HTMLInputElement;
    const address = form.getByLabelText('Street address') as HTMLInputElement;
    phone.value = '+49 151 1234567';
    address.value = '1600 Pennsylvania Ave NW';
    const hydrationErrors: unknown[] = [];

    let hydrated: Root | undefined;
    onTestFinished(() => {
      act(() => hydrated?.unmount());
      root.remove();
    });
    await act(async () => {
      hydrated = hydrateRoot(root, formPage(), { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    expect(form.getByLabelText('Phone number')).toBe(phone);
    expect(phone).toHaveValue('+49 1511 234567');
    expect(form.getByRole('button', { name: 'Phone country: Germany +49' })).toBeInTheDocument();
    expect(address).toHaveValue('1600 Pennsylvania Ave NW');

    const user = userEvent.setup();
    await user.type(form.getByLabelText('First name'), 'Dana');
    await user.type(form.getByLabelText('Last name'), 'Reyes');
    await user.type(form.getByLabelText('Email'), 'dana@example.com');
    await user.type(form.getByLabelText('City'), 'Washington');
    await user.type(form.getByLabelText('State'), 'DC');
    await user.type(form.getByLabelText('ZIP code'), '20500');
    await user.click(form.getByRole('button', { name: 'Next' }));
    expect(await form.findByText('Payment page')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.formData) ?? 'null')).toMatchObject({
      phone: '+491511234567',
      address: '1600 Pennsylvania Ave NW',
    });
  });
});
