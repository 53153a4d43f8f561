import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { applicationForm, dataLayerEvents, describeForm, jsonResponse, latestToast, pendingFetch, sentBody, stubFetch } from '../../test/support';
import { HostApplicationForm } from './host-application-form';

const host = applicationForm(<HostApplicationForm />, async (user) => {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Silva');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Phone number'), '2025550143');
  await user.type(screen.getByLabelText('Number of units'), '3');
  await user.selectOptions(screen.getByLabelText('Nights booked per month'), '25-30');
  await user.type(screen.getByLabelText('Listing links'), 'https://www.airbnb.com/rooms/1, https://vrbo.com/2');
});

describeForm('host application form', {}, () => {
  it("shows the contract's messages for an empty form and sends nothing", async () => {
    const fetchMock = stubFetch();
    const { user } = host.render();
    await user.click(host.submitButton());
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Number of units is required',
      'At least one listing link is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses zero units, an invalid email and a listing link that is not a web address', async () => {
    stubFetch();
    const { user } = host.render();
    await host.fillValid(user);
    await user.clear(screen.getByLabelText('Number of units'));
    await user.type(screen.getByLabelText('Number of units'), '0');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@example');
    await user.type(screen.getByLabelText('Listing links'), '\nmy listing');
    await user.click(host.submitButton());
    expect(await screen.findByText('Must have at least 1 unit')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid listing link')).toBeInTheDocument();
  });

  it("reads 'Submitting...' while sending, then thanks the host and empties the form", async () => {
    const { fetchMock, answer } = pendingFetch();
    await host.submit();

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/host-application');
    expect(sentBody(fetchMock)).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: '+12025550143',
      unitCount: 3,
      // Typed without a scheme, a link is sent as an https web address; one link per line.
      listingLink: 'https://www.airbnb.com/rooms/1\nhttps://vrbo.com/2',
      bookingFrequency: '25-30',
    });

    answer(jsonResponse(201, { id: 'h1' }));
    await waitFor(() => expect(latestToast()?.title).toBe('Application submitted successfully!'));
    expect(latestToast()?.description).toBe(
      "Thank you for your interest in the product. We'll review your application and contact you within 24 hours if you qualify.",
    );
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    expect(host.submitButton()).toBeEnabled();
    expect(dataLayerEvents('signup_completed')[0]).toMatchObject({ signup_type: 'host' });
    expect(dataLayerEvents('form_submit')[0]).toMatchObject({ form_name: 'host_application', form_data: { email: '[email]' } });
  });

  it("shows the server's message in an error toast and keeps the form", async () => {
    stubFetch(jsonResponse(500, { message: 'We are down for maintenance' }));
    await host.submit();
    await waitFor(() => expect(latestToast()).toMatchObject({ title: 'Error', variant: 'destructive' }));
    expect(latestToast()?.description).toBe('We are down for maintenance');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('falls back to the generic message when the request fails outright', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await host.submit();
    await waitFor(() => expect(latestToast()?.description).toBe('Failed to submit form. Please try again.'));
    expect(latestToast()?.title).toBe('Error');
  });
});
