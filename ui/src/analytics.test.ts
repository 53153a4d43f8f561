import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, redactFormData } from './analytics';

afterEach(() => {
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('analytics', () => {
  it('replaces email, phone, names and address with markers and keeps the rest', () => {
    expect(
      redactFormData({
        firstName: 'Ann',
        lastName: 'Lee',
        fullName: 'Ann Lee',
        email: 'ann@example.com',
        phone: '+12025550143',
        address: '1 Main St',
        zip: '10001',
        hotelType: 'Boutique',
        roomCount: '40',
      }),
    ).toEqual({
      firstName: '[name]',
      lastName: '[name]',
      fullName: '[name]',
      email: '[email]',
      phone: '[phone]',
      address: '[address]',
      zip: '[address]',
      hotelType: 'Boutique',
      roomCount: '40',
    });
  });

  it('pushes each event to the data layer', () => {
    analytics.pageView('/blog', 'Minibar | Blog');
    analytics.formSubmit('contact', { email: 'a@b.co', message: 'hi' });
    analytics.buttonClick('Sign in', 'navigation');
    analytics.signupCompleted('hotel', { hotelType: 'Resort', roomCount: '120' });
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/blog', page_title: 'Minibar | Blog' },
      { event: 'form_submit', form_name: 'contact', form_data: { email: '[email]', message: 'hi' } },
      { event: 'button_click', button_name: 'Sign in', button_location: 'navigation' },
      { event: 'signup_completed', signup_type: 'hotel', extras: { hotelType: 'Resort', roomCount: '120' } },
    ]);
  });

  it('only logs when the data layer refuses an event', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    } as unknown as unknown[];
    expect(() => analytics.buttonClick('Get Started', 'hero')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
