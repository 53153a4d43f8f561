import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UberPaymentPage from './uber-payment-page';

const loadStripeJs = vi.hoisted(() => vi.fn());
vi.mock('../features/payment/load-stripe', () => ({ loadStripeJs }));

const form = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '+12025550143',
  address: '1 Main St',
  city: 'Washington',
  state: 'DC',
  zip: '20500',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The contact details as an operator configures them.
  globalThis.__SITE_CONFIG__ = { email: 'hello@example.com', phone: '+1 (555) 010-0199' };
  sessionStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  loadStripeJs.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.__SITE_CONFIG__ = undefined;
});

function renderWithSavedForm() {
  sessionStorage.setItem('driverFormData', JSON.stringify(form));
  render(
    <MemoryRouter initialEntries={['/uber-payment']}>
      <UberPaymentPage />
    </MemoryRouter>,
  );
}

describe('/uber-payment setup states', () => {
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

  it('says when the PaymentIntent cannot be created, sending the saved form with the checkout id and the sign-up marker', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { publishableKey: 'pk_test_1' }))
      .mockResolvedValueOnce(json(201, { checkoutId: 'co_1' }))
      .mockResolvedValueOnce(json(400, {}));
    loadStripeJs.mockResolvedValue({});
    renderWithSavedForm();
    expect(await screen.findByText('Failed to create payment intent')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/stripe/checkouts');
    const [url, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(url).toBe('/api/stripe/payment-intents');
    expect(JSON.parse(String(init.body))).toEqual({ checkoutId: 'co_1', metadata: { formData: form, source: 'driver_signup' } });
    // A refused checkout is not reused: Try Again asks for a new one.
    expect(sessionStorage.getItem('driverCheckoutId')).toBeNull();
  });

  it('reuses the checkout of this browser session when the payment page is opened again', async () => {
    sessionStorage.setItem('driverCheckoutId', 'co_saved');
    fetchMock
      .mockResolvedValueOnce(json(200, { publishableKey: 'pk_test_1' }))
      .mockResolvedValueOnce(json(201, { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' }));
    loadStripeJs.mockResolvedValue(null);
    renderWithSavedForm();
    expect(await screen.findByText('Payment system unavailable. Please try again later.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/stripe/config', '/api/stripe/payment-intents']);
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)).checkoutId).toBe('co_saved');
  });

  it('reports the payment system unavailable when Stripe.js does not load', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { publishableKey: 'pk_test_1' }))
      .mockResolvedValueOnce(json(201, { checkoutId: 'co_1' }))
      .mockResolvedValueOnce(json(201, { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' }));
    loadStripeJs.mockResolvedValue(null);
    renderWithSavedForm();
    expect(await screen.findByText('Payment system unavailable. Please try again later.')).toBeInTheDocument();
    expect(sessionStorage.getItem('driverPaymentIntentId')).toBe('pi_1');
    // Something to do: try again, go back, or order by email or phone.
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Form' })).toHaveAttribute('href', '/drivers');
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
  });

  it('sends the driver back to the form when the server refuses a field, keeping the values and its message', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { publishableKey: 'pk_test_1' }))
      .mockResolvedValueOnce(json(201, { checkoutId: 'co_1' }))
      .mockResolvedValueOnce(
        json(400, { message: 'Please correct the highlighted fields and try again.', fieldErrors: { phone: ['Enter a valid phone number'] } }),
      );
    loadStripeJs.mockResolvedValue({});
    sessionStorage.setItem('driverFormData', JSON.stringify(form));
    render(
      <MemoryRouter initialEntries={['/uber-payment']}>
        <Routes>
          <Route path="/uber-payment" element={<UberPaymentPage />} />
          <Route path="/drivers" element={<p>The driver form</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('The driver form')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('driverRefusedForm')!)).toEqual({
      values: form,
      fieldErrors: { phone: ['Enter a valid phone number'] },
      message: 'Please correct the highlighted fields and try again.',
    });
    expect(screen.queryByText('Failed to create payment intent')).not.toBeInTheDocument();
  });
});

const secret = 'pi_3Abc_secret_Def';

function renderReturn(query: string) {
  sessionStorage.setItem('driverFormData', JSON.stringify(form));
  render(
    <MemoryRouter initialEntries={[`/uber-payment${query}`]}>
      <Routes>
        <Route path="/uber-payment" element={<UberPaymentPage />} />
        <Route path="/uber-payment-success" element={<p>Confirmation page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Stripe.js as the return sees it: retrievePaymentIntent answers with this intent, or a rejection. */
function stripeRetrieving(answer: { paymentIntent?: { id: string; status: string }; error?: { type: string; message: string } }) {
  const stripe = { retrievePaymentIntent: vi.fn(async () => answer) };
  fetchMock.mockResolvedValue(json(200, { publishableKey: 'pk_test_1' }));
  loadStripeJs.mockResolvedValue(stripe);
  return stripe;
}

const storedFlags = () => ({ completed: sessionStorage.getItem('driverPaymentCompleted'), intent: sessionStorage.getItem('driverPaymentIntentId') });

describe('/uber-payment after a bank redirect', () => {
  afterEach(() => vi.useRealTimers());

  it('retrieves the intent, remembers the paid order and opens the confirmation page after 1000 ms', async () => {
    vi.useFakeTimers();
    const stripe = stripeRetrieving({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } });
    renderReturn(`?payment_intent=pi_3Abc&payment_intent_client_secret=${secret}&redirect_status=succeeded`);
    const succeeded = () => screen.queryByText('Payment succeeded! Redirecting to confirmation page...');
    // The redirect timer starts together with the message: step until it shows.
    for (let step = 0; step < 200 && !succeeded(); step++) await act(() => vi.advanceTimersByTimeAsync(0));
    expect(succeeded()).toBeInTheDocument();
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith(secret);
    expect(storedFlags()).toEqual({ completed: 'true', intent: 'pi_3Abc' });
    // Returning creates no new PaymentIntent: the only call is the configuration.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/stripe/config']);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByText('Confirmation page')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Confirmation page')).toBeInTheDocument();
  });

  it('says a processing payment is processing, without claiming failure or storing a paid order', async () => {
    stripeRetrieving({ paymentIntent: { id: 'pi_3Abc', status: 'processing' } });
    renderReturn(`?payment_intent=pi_3Abc&payment_intent_client_secret=${secret}&redirect_status=processing`);
    expect(await screen.findByText('Your payment is processing.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(storedFlags()).toEqual({ completed: null, intent: null });
  });

  it('offers another try when the bank refused the payment', async () => {
    stripeRetrieving({ paymentIntent: { id: 'pi_3Abc', status: 'requires_payment_method' } });
    renderReturn(`?payment_intent=pi_3Abc&payment_intent_client_secret=${secret}&redirect_status=failed`);
    expect(await screen.findByText('Your payment was not successful, please try again.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/uber-payment');
    expect(storedFlags()).toEqual({ completed: null, intent: null });
  });

  it('stores nothing for a client secret Stripe.js rejects, even with redirect_status=succeeded', async () => {
    stripeRetrieving({ error: { type: 'invalid_request_error', message: "No such payment_intent: 'pi_3Abc'" } });
    renderReturn(`?payment_intent_client_secret=${secret}&redirect_status=succeeded`);
    expect(await screen.findByText('Something went wrong.')).toHaveAttribute('role', 'alert');
    expect(storedFlags()).toEqual({ completed: null, intent: null });
  });

  it.each([
    ['a missing client secret', '?payment_intent=pi_3Abc&redirect_status=succeeded'],
    ['an empty client secret', '?payment_intent_client_secret=&redirect_status=succeeded'],
    ['a malformed client secret', '?payment_intent_client_secret=not-a-secret&redirect_status=succeeded'],
    ['a client secret of another intent', `?payment_intent=pi_other&payment_intent_client_secret=${secret}&redirect_status=succeeded`],
  ])('shows that something went wrong for %s, asking no one and storing nothing', async (_case, query) => {
    renderReturn(query);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadStripeJs).not.toHaveBeenCalled();
    expect(storedFlags()).toEqual({ completed: null, intent: null });
    expect(sessionStorage.getItem('driverFormData')).toBe(JSON.stringify(form));
  });
});
