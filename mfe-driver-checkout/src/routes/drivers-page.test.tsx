import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { driverSession, SESSION_KEYS } from '../features/shared/driver-session';
import DriversPage from './drivers-page';

// The form section stays out: the page itself must drop stale data, whether or not the form ever loads.
vi.mock('../features/driver-form/signup-form-section', () => ({ SignupFormSection: () => <p>Form not loaded</p> }));

const staleForm = '{"firstName":"Old","email":"old@example.com"}';

beforeEach(() => sessionStorage.clear());

describe('driver sign-up page load', () => {
  it.each(['/drivers', '/uber-signup'])('removes form data saved on an earlier visit when %s loads', (path) => {
    sessionStorage.setItem(SESSION_KEYS.formData, staleForm);
    sessionStorage.setItem(SESSION_KEYS.paymentIntentId, 'pi_1');
    render(
      <MemoryRouter initialEntries={[path]}>
        <DriversPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Form not loaded')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.formData)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.paymentIntentId)).toBe('pi_1');
  });

  it('keeps the saved form on the success path, which still has to send it', () => {
    sessionStorage.setItem(SESSION_KEYS.formData, staleForm);
    driverSession.clearStaleFormData('/uber-payment-success');
    expect(sessionStorage.getItem(SESSION_KEYS.formData)).toBe(staleForm);
    driverSession.clearStaleFormData('/drivers');
    expect(sessionStorage.getItem(SESSION_KEYS.formData)).toBeNull();
  });
});
