import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { fakeStripeAddressFile } from '@minibar/testing/fake-stripe-address';

/** Stripe's test card that is declined; any other number pays. */
export const DECLINED_CARD = '4000 0000 0000 0002';
export const PAYING_CARD = '4242 4242 4242 4242';
/** Stripe's test card that always asks for 3-D Secure: the bank's page, then back to return_url, paid. */
export const THREE_D_SECURE_CARD = '4000 0027 6000 3184';
/** This fake's card whose bank page sends the visitor back with the payment still processing. */
export const THREE_D_SECURE_PROCESSING_CARD = '4000 0027 6000 0007';

/**
 * A stand-in for Stripe.js, served where the page asks for the real one. It implements what
 * @stripe/stripe-js and @stripe/react-stripe-js call: Stripe(pk), elements().create('payment')
 * with mount/on/off/update/destroy (a plain card-number field), confirmPayment (a 3-D Secure
 * card leaves for the bank and comes back to return_url, as Stripe.js redirects) and
 * retrievePaymentIntent. Like the real one, it talks to https://api.stripe.com with the
 * publishable key and the client secret; the test routes that host to the fake Stripe API.
 */
const fakeStripeJs = String.raw`(() => {
  const API = 'https://api.stripe.com/v1';
  const DECLINED = '4000000000000002';
  const THREE_D_SECURE = '4000002760003184';
  const THREE_D_SECURE_PROCESSING = '4000002760000007';
  const methodOf = (number) =>
    number === DECLINED ? 'pm_card_chargeDeclined' : number === THREE_D_SECURE_PROCESSING ? 'pm_fake_processing' : 'pm_card_visa';
  // Like Stripe.js after the bank's page: back to return_url with the intent, its client secret and the status.
  function returnFromBank(returnUrl, intent) {
    const url = new URL(returnUrl);
    url.searchParams.set('payment_intent', intent.id);
    url.searchParams.set('payment_intent_client_secret', intent.client_secret);
    url.searchParams.set('redirect_status', intent.status);
    window.location.assign(url.href);
    return new Promise(() => {});
  }
  function Stripe(key) {
    let clientSecret = null;
    let cardInput = null;
    const intentIdOf = (secret) => secret.split('_secret_')[0];
    async function call(method, path, params) {
      const query = new URLSearchParams({ key, ...params });
      const response = method === 'GET'
        ? await fetch(API + path + '?' + query)
        : await fetch(API + path, { method: 'POST', body: query });
      return response.json();
    }
    function createPaymentElement() {
      const listeners = {};
      let host = null;
      const emit = (event, payload) => (listeners[event] || []).forEach((listener) => listener(payload));
      return {
        mount(target) {
          host = typeof target === 'string' ? document.querySelector(target) : target;
          host.innerHTML = '';
          const label = document.createElement('label');
          label.textContent = 'Card number';
          label.style.display = 'grid';
          label.style.gap = '8px';
          cardInput = document.createElement('input');
          cardInput.name = 'cardnumber';
          cardInput.autocomplete = 'cc-number';
          cardInput.inputMode = 'numeric';
          cardInput.style.padding = '12px';
          cardInput.style.fontSize = '16px';
          cardInput.addEventListener('input', () => emit('change', { elementType: 'payment', complete: cardInput.value.length >= 16, empty: !cardInput.value }));
          label.appendChild(cardInput);
          host.appendChild(label);
          setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
        },
        on(event, listener) { (listeners[event] = listeners[event] || []).push(listener); return this; },
        off(event, listener) { listeners[event] = (listeners[event] || []).filter((l) => l !== listener); return this; },
        once(event, listener) { return this.on(event, listener); },
        update() {}, focus() { cardInput && cardInput.focus(); }, blur() {}, clear() { if (cardInput) cardInput.value = ''; }, collapse() {},
        unmount() { if (host) host.innerHTML = ''; },
        destroy() { if (host) host.innerHTML = ''; },
      };
    }
    return {
      elements(options) {
        clientSecret = (options && options.clientSecret) || null;
        return { create: createPaymentElement, getElement: () => null, update() {}, submit: async () => ({}), fetchUpdates: async () => ({}) };
      },
      async confirmPayment({ confirmParams }) {
        const number = cardInput ? cardInput.value.replace(/\s/g, '') : '';
        if (number.length < 16) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        const body = { client_secret: clientSecret, payment_method: methodOf(number), return_url: confirmParams.return_url };
        const answer = await call('POST', '/payment_intents/' + intentIdOf(clientSecret) + '/confirm', body);
        if (answer.error) return { error: answer.error };
        const needsBankPage = number === THREE_D_SECURE || number === THREE_D_SECURE_PROCESSING;
        return needsBankPage ? returnFromBank(confirmParams.return_url, answer) : { paymentIntent: answer };
      },
      async retrievePaymentIntent(secret) {
        const answer = await call('GET', '/payment_intents/' + intentIdOf(secret), { client_secret: secret });
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** The fake Stripe API that scripts/e2e-server.mjs started (it publishes its address in a file). */
function fakeStripeApiUrl(): string {
  const file = fakeStripeAddressFile();
  const { url } = JSON.parse(fs.readFileSync(file, 'utf8')) as { url: string };
  return url;
}

/** Serves the fake Stripe.js and sends its API calls to the fake Stripe API; the page's code is unchanged. */
export async function routeStripe(page: Page, apiUrl = fakeStripeApiUrl()): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: fakeStripeJs }));
  await page.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${apiUrl}${pathname}${search}` });
    await route.fulfill({ response });
  });
}
