import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDollarsAndCents, STARTER_KIT, STARTER_KIT_PRICE_CENTS } from '@minibar/contracts';
import { driverSession } from '../features/shared/driver-session';
import UberPaymentSuccessPage from './uber-payment-success-page';

const form = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '12025550143',
  address: '1 Main St',
  city: 'Washington',
  state: 'DC',
  zip: '20500',
};

const order = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  shippingAddress: ['1 Main St, Apt 2', 'Washington, DC 20500'],
  amountCents: STARTER_KIT_PRICE_CENTS,
  currency: 'usd',
  paymentReference: 'pi_123',
};

function renderPage() {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/uber-payment-success']}>
        <UberPaymentSuccessPage />
      </MemoryRouter>
    </StrictMode>,
  );
}

function paidWith(data: string | null) {
  driverSession.set('paymentCompleted', 'true');
  driverSession.set('paymentIntentId', 'pi_123');
  if (data !== null) sessionStorage.setItem('driverFormData', data);
}

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('/uber-payment-success', () => {
  it('refuses a visit without a completed payment and sends nothing', async () => {
    sessionStorage.setItem('driverFormData', JSON.stringify(form));
    renderPage();
    expect(await screen.findByText('Payment verification failed. Please complete payment first.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back to Form' })).toHaveAttribute('href', '/drivers');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when no form data was saved', async () => {
    paidWith(null);
    renderPage();
    expect(await screen.findByText('No form data found. Please go back and fill out the form again.')).toBeInTheDocument();
  });

  it('says when the saved form data cannot be read', async () => {
    paidWith('{not json');
    renderPage();
    expect(await screen.findByText('Invalid form data. Please go back and fill out the form again.')).toBeInTheDocument();
  });

  it('submits the saved form once, phone with +, then confirms the order', async () => {
    paidWith(JSON.stringify(form));
    sessionStorage.setItem('driverFormSubmitted', 'true');
    fetchMock.mockResolvedValue(answer(201, { id: 'abc' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText("We'll contact you with shipping information shortly.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/uber-signup');
    expect(JSON.parse(String(init.body))).toEqual({ ...form, phone: '+12025550143', paymentIntentId: 'pi_123' });
    expect(driverSession.get('formData')).toBeNull();
    expect(driverSession.get('formSubmitted')).toBe('true');
  });

  it('shows the order the server confirmed, with the heading focused', async () => {
    paidWith(JSON.stringify(form));
    fetchMock.mockResolvedValue(answer(201, { id: 'abc', order }));
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Payment Successful!' });
    // The focus moves once the panel is drawn, in an effect after it shows.
    await waitFor(() => expect(heading).toHaveFocus());
    const details = screen.getByText('Dana Reyes').closest('dl')!;
    expect(details).toHaveTextContent('NameDana Reyes');
    expect(details).toHaveTextContent('Ships to1 Main St, Apt 2Washington, DC 20500');
    expect(details).toHaveTextContent(`Paid${formatDollarsAndCents(STARTER_KIT.priceUsd)} · Starter Kit`);
    expect(details).toHaveTextContent('Payment referencepi_123');
    expect(screen.getByText(/send the tracking details to dana@example\.com/)).toBeInTheDocument();
  });

  it("completes a bank's return in a session without the form from the payment's client secret", async () => {
    paidWith(null);
    driverSession.set('paymentClientSecret', 'pi_123_secret_abc');
    fetchMock.mockResolvedValue(answer(201, { id: 'abc', order }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Dana Reyes')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/stripe/payment-returns');
    expect(JSON.parse(String(init.body))).toEqual({ clientSecret: 'pi_123_secret_abc' });
    expect(driverSession.get('paymentClientSecret')).toBeNull();
  });

  it("shows the server's message when the sign-up is refused", async () => {
    paidWith(JSON.stringify(form));
    fetchMock.mockResolvedValue(answer(402, { message: 'Your payment has not been completed. Please complete payment first.' }));
    renderPage();
    expect(await screen.findByText('Your payment has not been completed. Please complete payment first.')).toBeInTheDocument();
    expect(driverSession.get('formData')).not.toBeNull();
  });

  it('names the status when the refusal has no message', async () => {
    paidWith(JSON.stringify(form));
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    renderPage();
    expect(await screen.findByText('Submission failed with status: 500')).toBeInTheDocument();
  });

  it('asks to try again when the network fails', async () => {
    paidWith(JSON.stringify(form));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });
});
