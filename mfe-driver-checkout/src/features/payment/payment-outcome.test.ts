import { describe, expect, it } from 'vitest';
import { noticeForError, noticeForStatus } from './payment-outcome';

describe('payment outcome messages (signup-flows §4, §5)', () => {
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
});
