import { describe, expect, it } from 'vitest';
import { noticeForError, noticeForStatus, outcomeOfReturnedPayment } from './payment-outcome';

describe('payment outcome messages', () => {
  it("shows the provider's message only for card and validation errors", () => {
    expect(noticeForError({ type: 'card_error', message: 'Your card was declined.' }).text).toBe('Your card was declined.');
    expect(noticeForError({ type: 'validation_error', message: 'Your card number is incomplete.' }).text).toBe('Your card number is incomplete.');
    expect(noticeForError({ type: 'card_error', message: undefined }).text).toBe('An unexpected error occurred');
    expect(noticeForError({ type: 'api_error', message: 'Internal details' }).text).toBe('An unexpected error occurred');
  });

  it('has a message for each PaymentIntent status', () => {
    expect(noticeForStatus('succeeded')).toEqual({ tone: 'success', text: 'Payment succeeded! Redirecting to confirmation page...' });
    expect(noticeForStatus('processing').text).toBe('Your payment is processing.');
    expect(noticeForStatus('requires_payment_method').text).toBe('Your payment was not successful, please try again.');
    expect(noticeForStatus('canceled').text).toBe('Something went wrong.');
  });

  it('treats a return as paid when the redirect status or the intent says succeeded', () => {
    const paid = { paidIntentId: 'pi_1', notice: { tone: 'success', text: 'Payment succeeded! Redirecting to confirmation page...' } };
    expect(outcomeOfReturnedPayment({ id: 'pi_1', status: 'succeeded' }, null)).toEqual(paid);
    expect(outcomeOfReturnedPayment({ id: 'pi_1', status: 'processing' }, 'succeeded')).toEqual(paid);
  });

  it('reports a processing or failed return without a paid intent', () => {
    expect(outcomeOfReturnedPayment({ id: 'pi_1', status: 'processing' }, 'processing')).toEqual({
      notice: { tone: 'info', text: 'Your payment is processing.' },
    });
    expect(outcomeOfReturnedPayment({ id: 'pi_1', status: 'requires_payment_method' }, 'failed')).toEqual({
      notice: { tone: 'error', text: 'Your payment was not successful, please try again.' },
    });
  });

  it('treats an intent Stripe.js could not retrieve as something gone wrong, whatever the address says', () => {
    expect(outcomeOfReturnedPayment(undefined, 'succeeded')).toEqual({ notice: { tone: 'error', text: 'Something went wrong.' } });
  });
});
