import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UberPaymentPage from './uber-payment-page';

const loadStripeJs = vi.hoisted(() => vi.fn());
vi.mock('../features/payment/load-stripe', () => ({ loadStripeJs }));

const form = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', phone: '+12025550143', address: '1 Main St', city: 'Washington', state: 'DC', zip: '20500' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  loadStripeJs.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function renderWithSavedForm() {
  sessionStorage.setItem('driverFormData', JSON.stringify(form));
  render(
    <MemoryRouter initialEntries={['/uber-payment']}>
      <UberPaymentPage />
    </MemoryRouter>,
  );
}

describe('/uber-payment setup states (signup-flows §2)', () => {
  it('asks for the form first when nothing was saved, without calling the server', () => {
    render(
      <MemoryRouter>
        <UberPaymentPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Information Missing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Form' })).toHaveAttribute('href', '/drivers');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the configuration error when the server has no Stripe keys', async () => {
    fetchMock.mockResolvedValue(json(503, { message: 'unavailable' }));
    renderWithSavedForm();
    expect(screen.getByText('Preparing payment...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment Setup Error' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load Stripe configuration')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says when the publishable key is missing', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    renderWithSavedForm();
    expect(await screen.findByText('No Stripe publishable key available')).toBeInTheDocument();
  });

  it('says when the PaymentIntent cannot be created, sending the saved form with the sign-up marker', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { publishableKey: 'pk_test_1' })).mockResolvedValueOnce(json(400, {}));
    loadStripeJs.mockResolvedValue({});
    renderWithSavedForm();
    expect(await screen.findByText('Failed to create payment intent')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/stripe/payment-intents');
    expect(JSON.parse(String(init.body))).toEqual({ metadata: { formData: form, source: 'driver_signup' } });
  });

  it('reports the payment system unavailable when Stripe.js does not load', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { publishableKey: 'pk_test_1' }))
      .mockResolvedValueOnce(json(201, { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' }));
    loadStripeJs.mockResolvedValue(null);
    renderWithSavedForm();
    expect(await screen.findByText('Payment system unavailable. Please try again later.')).toBeInTheDocument();
    expect(sessionStorage.getItem('driverPaymentIntentId')).toBe('pi_1');
  });
});
