import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useToastStore } from '@minibar/ui';
import { stubFetchForEachTest } from '@minibar/build-tools/form-test-support';
import ContactForm from './contact-form';

const fetchMock = stubFetchForEachTest();

function answer(status: number, body: string, statusText = '') {
  return new Response(body, { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jordan Lee');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.type(screen.getByLabelText('Message'), 'I manage 12 rentals in Austin.');
}

const lastToast = () => useToastStore.getState().toasts[0];
const sendButton = () => screen.getByRole('button', { name: /send message|sending/i });

describe('contact form', () => {
  it('names every control so that it makes sense read alone', () => {
    renderForm();
    for (const name of ['Name', 'Email', 'Phone', 'Message']) expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Phone country: United States +1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('starts idle with the send button and the consent text', () => {
    renderForm();
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeEnabled();
    expect(screen.getByText(/consent to receive SMS/)).toHaveTextContent(/rates may apply.*Reply Help.*Stop/);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the validation messages on submit, focuses the first, and sends nothing', async () => {
    const user = renderForm();
    await user.click(sendButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Sending..." and is disabled while sending, then sends once and clears the form', async () => {
    let respond: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (respond = resolve)));
    const user = renderForm();
    await fillValidMessage(user);
    await user.type(screen.getByLabelText('Phone'), '2015550123');
    await user.dblClick(sendButton());

    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending...'));
    expect(sendButton()).toBeDisabled();
    respond(answer(201, '{"id":"c1"}'));

    await waitFor(() => expect(sendButton()).toHaveTextContent('Send Message'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '+12015550123',
      message: 'I manage 12 rentals in Austin.',
    });
    expect(lastToast()).toMatchObject({ title: 'Message sent!', description: "We'll get back to you as soon as possible." });
    // Not only the toast: the form says so above its fields, focused, with the next step.
    expect(screen.getByRole('heading', { name: 'Message sent!' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent("We'll get back to you as soon as possible.");
    expect(screen.getByRole('link', { name: 'Read our blog meanwhile' })).toHaveAttribute('href', '/blog');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
  });

  it('records form_submit with the personal fields replaced by markers', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"id":"c1"}'));
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(sendButton());
    await waitFor(() => expect(lastToast()?.title).toBe('Message sent!'));
    expect(window.dataLayer).toContainEqual({
      event: 'form_submit',
      form_name: 'contact',
      form_data: { name: '[name]', email: '[email]', phone: '[phone]', message: 'I manage 12 rentals in Austin.' },
    });
  });

  it('treats an unparsable success body as success', async () => {
    fetchMock.mockResolvedValue(new Response('OK, thanks', { status: 200 }));
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(sendButton());
    await waitFor(() => expect(lastToast()?.title).toBe('Message sent!'));
  });

  it("shows the server's message in a destructive Error toast and keeps the form", async () => {
    fetchMock.mockResolvedValue(answer(500, '{"message":"Our inbox is full, try again later"}', 'Internal Server Error'));
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(sendButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Our inbox is full, try again later', variant: 'destructive' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Our inbox is full, try again later');
    expect(screen.getByRole('heading', { name: 'Error' })).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Lee');
    expect(sendButton()).toHaveTextContent('Send Message');
  });

  it('shows the status line when the server sends no message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(sendButton());
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Submission failed with status: 502 Bad Gateway' }));
  });

  it('shows the generic text when the request fails without an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(sendButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }),
    );
    expect(sendButton()).toBeEnabled();
  });

  it('shows the generic text for a failure that is not a server answer (an aborted request)', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(sendButton());
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to send message. Please try again.' }));
  });

  it('shows the field errors the server returns under their fields', async () => {
    fetchMock.mockResolvedValue(answer(400, JSON.stringify({ message: 'Please check the form', fieldErrors: { email: ['Invalid email address'] } })));
    const user = renderForm();
    await fillValidMessage(user);
    await user.click(sendButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Please check the form' });
  });
});
