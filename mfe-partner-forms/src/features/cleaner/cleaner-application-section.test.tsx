import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { applicationForm, dataLayerEvents, describeForm, jsonResponse, latestToast, pendingFetch, sentBody, stubFetch } from '../../test/support';
import { CleanerApplicationSection } from './cleaner-application-section';

/** Fills a valid application; the phone number can be left out (it is not required). */
async function fillValidApplication(user: ReturnType<typeof cleaner.render>['user'], { phone = '2025550143' } = {}) {
  await user.type(await screen.findByLabelText('Full name'), 'Rosa Diaz');
  if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Email'), 'rosa@example.com');
  await user.type(screen.getByLabelText('City'), 'Denver');
  await user.type(screen.getByLabelText('State'), 'CO');
  await user.selectOptions(screen.getByLabelText('How many properties do you clean?'), '2-5');
  const owns = screen.getByRole('group', { name: 'Do you own or work for a cleaning business?' });
  await user.click(owns.querySelector('input[value="No"]')!);
  const restock = screen.getByRole('group', { name: 'Are you available to restock weekly?' });
  await user.click(restock.querySelector('input[value="Yes"]')!);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

const cleaner = applicationForm(<CleanerApplicationSection />, (user) => fillValidApplication(user));

// The section loads its form lazily.
describeForm('cleaner application', { preload: () => import('./cleaner-application-form') }, () => {
  it("shows the business website field only after 'Yes' is chosen", async () => {
    const { user } = cleaner.render();
    const owns = await screen.findByRole('group', { name: 'Do you own or work for a cleaning business?' });
    expect(screen.queryByLabelText('Business website (optional)')).not.toBeInTheDocument();
    await user.click(owns.querySelector('input[value="Yes"]')!);
    expect(screen.getByLabelText('Business website (optional)')).toBeInTheDocument();
    await user.click(owns.querySelector('input[value="No"]')!);
    expect(screen.queryByLabelText('Business website (optional)')).not.toBeInTheDocument();
  });

  it('names each yes-or-no choice so that it makes sense read alone', async () => {
    cleaner.render();
    await screen.findByRole('group', { name: 'Do you own or work for a cleaning business?' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Yes, I own or work for a cleaning business',
      'No, I do not own or work for a cleaning business',
      'Yes, I am available to restock weekly',
      'No, I am not available to restock weekly',
    ]);
    expect(screen.getByRole('radio', { name: 'No, I am not available to restock weekly' })).toHaveAttribute('value', 'No');
    expect(screen.getByRole('combobox', { name: 'How many properties do you clean?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Phone country: United States +1' })).toBeInTheDocument();
  });

  it("shows the contract's messages for an empty form, including the terms, and sends nothing", async () => {
    const fetchMock = stubFetch();
    const { user } = cleaner.render();
    await user.click(await screen.findByRole('button', { name: /submit application/i }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getAllByText('Please select an option')).toHaveLength(3);
    expect(screen.getByText('You must agree to the terms to continue')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns about an empty phone number (red border) but still sends the application', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { id: 'c1' }));
    await cleaner.submit((user) => fillValidApplication(user, { phone: '' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({ phoneNumber: '', termsAgreed: true, ownsCleaningBusiness: 'No' });
  });

  it('marks the empty phone field invalid once the visitor tried to submit', async () => {
    const { user } = cleaner.render();
    await user.click(await screen.findByRole('button', { name: /submit application/i }));
    const phone = screen.getByLabelText('Phone number');
    // Validation is asynchronous (the zod resolver): wait for its result.
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Phone number is required');
  });

  it("reads 'Submitting...' while sending, then confirms with a link home", async () => {
    const { fetchMock, answer } = pendingFetch();
    await cleaner.submit();
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cleaner-signup');
    expect(sentBody(fetchMock)).toMatchObject({ fullName: 'Rosa Diaz', phoneNumber: '+12025550143', numProperties: '2-5' });

    answer(jsonResponse(201, { id: 'c2' }));
    const heading = await screen.findByRole('heading', { name: 'Application Submitted!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toContainElement(heading);
    expect(screen.getByRole('link', { name: /homepage/i })).toHaveAttribute('href', '/');
    expect(dataLayerEvents('signup_completed')[0]).toMatchObject({ signup_type: 'cleaner' });
  });

  it('keeps the form and says so above it, focused, and in the error toast when the application is refused', async () => {
    stubFetch(jsonResponse(500, { message: 'down' }));
    await cleaner.submit();
    await waitFor(() =>
      expect(latestToast()).toMatchObject({
        title: 'Error',
        description: 'There was a problem submitting your application. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(cleaner.submitButton()).toBeEnabled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Rosa Diaz');
    expect(screen.getByRole('alert')).toHaveTextContent('There was a problem submitting your application. Please try again.');
    expect(screen.getByRole('heading', { name: 'Error' })).toHaveFocus();
  });

  it('links the agreement line to the terms, privacy and cookie pages', async () => {
    cleaner.render();
    expect(await screen.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });
});
