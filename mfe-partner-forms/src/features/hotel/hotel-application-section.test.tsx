import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { applicationForm, dataLayerEvents, describeForm, jsonResponse, latestToast, pendingFetch, sentBody, stubFetch } from '../../test/support';
import { HotelApplicationSection } from './hotel-application-section';

const hotel = applicationForm(<HotelApplicationSection />, async (user) => {
  await user.type(await screen.findByLabelText('First name'), 'Li');
  await user.type(screen.getByLabelText('Last name'), 'Wu');
  await user.type(screen.getByLabelText('Hotel name'), 'Harbor Inn');
  await user.type(screen.getByLabelText('Your position'), 'General manager');
  await user.type(screen.getByLabelText('Email'), 'li@harbor.example.com');
  await user.type(screen.getByLabelText('Phone number'), '2025550143');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.type(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('Number of rooms'), '42');
  await user.selectOptions(screen.getByLabelText('Hotel type'), 'Boutique');
  await user.type(screen.getByLabelText('Hotel website'), 'https://harbor.example.com');
});

// The section loads its form lazily.
describeForm('hotel application', { preload: () => import('./hotel-application-form') }, () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it("shows the contract's messages for an empty form and sends nothing", async () => {
    const fetchMock = stubFetch();
    const { user } = hotel.render();
    await user.click(await screen.findByRole('button', { name: /submit application/i }));
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Hotel name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please specify your position',
      'City is required',
      'State is required',
      'Please specify the number of rooms',
      'Please select your hotel type',
      'Hotel website is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Processing your application...' while sending, then replaces the form with the thank-you panel", async () => {
    const { fetchMock, answer } = pendingFetch();
    await hotel.submit();

    expect(await screen.findByRole('button', { name: 'Processing your application...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/hotel-signup');
    expect(sentBody(fetchMock)).toMatchObject({ phone: '+12025550143', hotelType: 'Boutique', roomCount: '42', additionalInfo: '' });

    answer(jsonResponse(201, { id: 'hotel-1' }));
    const heading = await screen.findByRole('heading', { name: 'Application Submitted Successfully! 🎉' });
    expect(screen.getByRole('status')).toHaveTextContent(/contact you within 24 hours/);
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form', { name: 'Hotel application' })).not.toBeInTheDocument();
    // Where the form was, the panel now is: brought into view, its heading focused.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status').scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'instant' });
    expect(dataLayerEvents('signup_completed')[0]).toMatchObject({
      signup_type: 'hotel',
      extras: { hotelType: 'Boutique', roomCount: '42' },
    });
  });

  it("shows the server's message inline after 'Error:' and in a destructive toast; trying again clears it", async () => {
    const fetchMock = stubFetch(jsonResponse(500, { message: 'Hotel service unavailable' }));
    const { user } = await hotel.submit();

    expect(await screen.findByText('Error: Hotel service unavailable')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Hotel service unavailable');
    expect(latestToast()).toMatchObject({
      title: 'Error submitting application',
      description: 'Hotel service unavailable',
      variant: 'destructive',
    });
    expect(screen.getByLabelText('Hotel name')).toHaveValue('Harbor Inn');

    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    await user.click(hotel.submitButton());
    await waitFor(() => expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument());
  });

  it("says 'Failed to submit form' when the server gives no message", async () => {
    stubFetch(new Response('Bad gateway', { status: 502 }));
    await hotel.submit();
    expect(await screen.findByText('Error: Failed to submit form')).toBeInTheDocument();
  });

  it('says an unexpected error occurred when the request fails outright', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await hotel.submit();
    expect(await screen.findByText('Error: An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(latestToast()?.description).toBe('An unexpected error occurred. Please try again.');
  });
});
