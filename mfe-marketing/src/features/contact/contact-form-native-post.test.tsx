import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SubmittedFormProvider, type SubmittedForm } from '@minibar/ui';
import { placeServerHtml, stubFetchForEachTest, typeBeforeHydration } from '@minibar/build-tools/form-test-support';
import { afterEach, describe, expect, it } from 'vitest';
import ContactForm from './contact-form';

function page(url: string, submitted: SubmittedForm | null = null) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <SubmittedFormProvider value={submitted}>
        <ContactForm />
      </SubmittedFormProvider>
    </MemoryRouter>
  );
}

const fetchMock = stubFetchForEachTest();
afterEach(() => {
  document.body.innerHTML = '';
});

describe('contact form without JavaScript', () => {
  it('posts to the home page at #contact with every field named after the contract', () => {
    const form = placeServerHtml(page('/')).querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/#contact');
    const names = [...form.querySelectorAll('input, textarea')].map((el) => el.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'phoneCountry', 'phone', 'message']);
  });

  it("shows the server's messages under their fields, with the visitor's values", () => {
    const root = within(
      placeServerHtml(
        page('/', {
          form: 'contact',
          values: { name: 'Dana', email: 'dana@', phone: '', message: 'Hello there' },
          fieldErrors: { email: ['Invalid email address'] },
          message: 'Please correct the highlighted fields and try again.',
        }),
      ),
    );
    expect(root.getByLabelText('Email')).toHaveValue('dana@');
    expect(root.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(root.getByLabelText('Message')).toHaveValue('Hello there');
    expect(root.getAllByRole('alert')[0]).toHaveTextContent('Please correct the highlighted fields and try again.');
  });

  it("says 'Message sent!' above the form on the page after a stored message", () => {
    const root = within(placeServerHtml(page('/?sent=contact')));
    expect(root.getByRole('status')).toHaveTextContent("Message sent!We'll get back to you as soon as possible.");
  });
});

describe('contact form typed into before the script arrives', () => {
  it('keeps the typed text through hydration and sends it as typed', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 201 }));
    const { root, field } = await typeBeforeHydration(page('/'), {
      Name: 'Jordan Early',
      Email: 'jordan@example.com',
      Phone: '2025550143',
      Message: 'Typed while the page loaded.',
    });
    expect(field('Message')).toHaveValue('Typed while the page loaded.');
    await userEvent.click(within(root).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Jordan Early',
      email: 'jordan@example.com',
      phone: '+12025550143',
      message: 'Typed while the page loaded.',
    });
  });
});
