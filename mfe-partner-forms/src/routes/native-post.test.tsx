import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SubmittedFormProvider, type SubmittedForm } from '@minibar/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CleanerApplicationForm } from '../features/cleaner/cleaner-application-form';
import { HotelApplicationForm } from '../features/hotel/hotel-application-form';
import { HostApplicationForm } from '../features/host/host-application-form';
import { FORM_TEST_TIMEOUT_MS, jsonResponse, resetBrowserState, sentBody, stubFetch } from '../test/support';

function page(url: string, form: ReactElement, submitted: SubmittedForm | null = null) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <SubmittedFormProvider value={submitted}>{form}</SubmittedFormProvider>
    </MemoryRouter>
  );
}

/** The HTML the server sends, placed in the document as the browser shows it before any script runs. */
function serverHtml(element: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.append(root);
  return root;
}

const invalidHost: SubmittedForm = {
  form: 'host',
  values: { firstName: 'Ana', lastName: '', email: 'ana@', phone: '+12025550143', unitCount: '2', listingLink: '', bookingFrequency: '15-24' },
  fieldErrors: { lastName: ['Last name is required'], email: ['Please enter a valid email address'] },
  message: 'Please correct the highlighted fields and try again.',
};

beforeEach(resetBrowserState);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('partner forms without JavaScript', () => {
  it('are real forms posting to their page and anchor, every field named after its contract field', () => {
    const host = serverHtml(page('/property-manager', <HostApplicationForm />)).querySelector('form')!;
    expect(host.getAttribute('method')).toBe('post');
    expect(host.getAttribute('action')).toBe('/property-manager#host-application');
    const names = [...host.querySelectorAll('input, select, textarea')].map((el) => el.getAttribute('name'));
    expect(names).toEqual(['firstName', 'lastName', 'email', 'phoneCountry', 'phone', 'unitCount', 'bookingFrequency', 'listingLink']);

    const cleaner = serverHtml(page('/cleaner-signup', <CleanerApplicationForm onSubmitted={() => {}} />)).querySelector(
      'form[data-form="cleaner"]',
    )!;
    expect(cleaner.getAttribute('action')).toBe('/cleaner-signup#application-form');
    expect(cleaner.querySelector('[name="termsAgreed"]')).not.toBeNull();
    expect(cleaner.querySelector('[name="phoneNumberCountry"]')).toHaveValue('US');
  });

  it("shows the server's answer: the visitor's values, each field's message linked to it, the message above", () => {
    const root = serverHtml(page('/property-manager', <HostApplicationForm />, invalidHost));
    const form = within(root);
    // The message about the whole form comes first, above the fields.
    expect(form.getAllByRole('alert')[0]).toHaveTextContent('Please correct the highlighted fields and try again.');
    expect(form.getByLabelText('First name')).toHaveValue('Ana');
    expect(form.getByLabelText('Email')).toHaveValue('ana@');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(form.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(form.getByLabelText('Phone number')).toHaveValue('+1 202 555 0143');
    expect(form.getByLabelText('Number of units')).toHaveValue(2);
    expect(form.getByLabelText('Nights booked per month')).toHaveValue('15-24');
  });

  it('shows each success message on the page after a stored submission', () => {
    const host = within(serverHtml(page('/property-manager?sent=host', <HostApplicationForm />)));
    expect(host.getByRole('status')).toHaveTextContent('Application submitted successfully!');
    expect(host.getByRole('status')).toHaveTextContent("We'll review your application and contact you within 24 hours");

    const hotel = within(serverHtml(page('/hotel-signup?sent=hotel', <HotelApplicationForm onSubmitted={() => {}} />)));
    expect(hotel.getByRole('heading', { name: 'Application Submitted Successfully! 🎉' })).toBeInTheDocument();
    expect(hotel.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(hotel.queryByRole('form')).toBeNull();

    const cleaner = within(serverHtml(page('/cleaning-partner?sent=cleaner', <CleanerApplicationForm onSubmitted={() => {}} />)));
    expect(cleaner.getByRole('heading', { name: 'Application Submitted!' })).toBeInTheDocument();
  });

  it("offers the cleaner's business website without the script, and keeps the choices the visitor made", () => {
    const answered: SubmittedForm = {
      form: 'cleaner',
      values: { fullName: 'Cleo', ownsCleaningBusiness: 'Yes', availableToRestock: 'No', termsAgreed: true, businessWebsite: 'https://c.example' },
      fieldErrors: { email: ['Email is required'] },
    };
    const fresh = serverHtml(page('/cleaning-partner', <CleanerApplicationForm onSubmitted={() => {}} />));
    expect(fresh.querySelector('noscript')?.innerHTML).toContain('name="businessWebsite"');
    document.body.innerHTML = '';
    const root = within(serverHtml(page('/cleaning-partner', <CleanerApplicationForm onSubmitted={() => {}} />, answered)));
    expect(root.getByLabelText('Business website (optional)')).toHaveValue('https://c.example');
    expect(root.getByRole('radio', { name: 'Yes, I own or work for a cleaning business' })).toBeChecked();
    expect(root.getByRole('checkbox')).toBeChecked();
    expect(root.getByText('Phone number is required')).toBeInTheDocument();
  });
});

describe("the server's answer, once the script arrives", { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('leaves the focus where the visitor is typing, and moves it to the first field in error only on a submit', async () => {
    stubFetch(jsonResponse(201, { id: 'x' }));
    const tree = page('/property-manager', <HostApplicationForm />, invalidHost);
    const root = serverHtml(tree);
    const field = (label: string) => within(root).getByLabelText(label) as HTMLElement;
    field('Listing links').focus();

    await act(async () => {
      hydrateRoot(root, tree);
    });
    expect(field('Listing links')).toHaveFocus();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(field('Last name')).toHaveFocus());
  });
});

describe('text typed before the script arrives', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('is kept through hydration and sent as typed', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const fetchMock = stubFetch(jsonResponse(201, { id: 'x' }));
    const tree = page('/property-manager', <HostApplicationForm />);
    const root = serverHtml(tree);
    const field = (label: string) => within(root).getByLabelText(label) as HTMLInputElement;
    // Typing into the bare HTML: the browser changes the inputs, no script is listening.
    field('First name').value = 'Typed early';
    field('Phone number').value = '2025550143';
    field('Listing links').value = 'https://www.airbnb.com/rooms/9';

    await act(async () => {
      hydrateRoot(root, tree);
    });
    expect(field('First name')).toHaveValue('Typed early');
    expect(field('Listing links')).toHaveValue('https://www.airbnb.com/rooms/9');

    const user = userEvent.setup({ delay: null });
    await user.type(field('Last name'), 'Silva');
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Number of units'), '1');
    await user.selectOptions(within(root).getByLabelText('Nights booked per month'), '<15');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({
      firstName: 'Typed early',
      phone: '+12025550143',
      listingLink: 'https://www.airbnb.com/rooms/9',
    });
    expect(consoleError).not.toHaveBeenCalledWith(expect.stringMatching(/hydrat/i), expect.anything());
    consoleError.mockRestore();
  });
});

describe('a choice and a number made before the script arrives', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('hydrate the server HTML as it is, then show as made and are sent', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { id: 'x' }));
    const tree = page('/cleaning-partner', <CleanerApplicationForm onSubmitted={() => {}} />);
    const root = serverHtml(tree);
    const form = within(root);
    const yes = form.getByRole('radio', { name: 'Yes, I own or work for a cleaning business' });
    const phone = form.getByLabelText('Phone number') as HTMLInputElement;
    const name = form.getByLabelText('Full name') as HTMLInputElement;
    // In the bare HTML: the choice shows a field, the number is another country's, and the
    // visitor is back in their name, its first word selected to type over it.
    (yes as HTMLInputElement).checked = true;
    phone.value = '+49 151 1234567';
    name.value = 'Cleo Early';
    name.focus();
    name.setSelectionRange(0, 4);
    const hydrationErrors: unknown[] = [];

    await act(async () => {
      hydrateRoot(root, tree, { onRecoverableError: (error) => hydrationErrors.push(error) });
    });
    expect(hydrationErrors).toEqual([]);
    // The server's elements were adopted, not drawn afresh.
    expect(form.getByLabelText('Phone number')).toBe(phone);
    expect(phone).toHaveValue('+49 1511 234567');
    expect(form.getByRole('button', { name: 'Phone country: Germany +49' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Yes, I own or work for a cleaning business' })).toBeChecked();
    expect(form.getByLabelText('Business website (optional)')).toBeVisible();
    expect(name).toHaveValue('Cleo Early');
    expect(name).toHaveFocus();
    expect([name.selectionStart, name.selectionEnd]).toEqual([0, 4]);

    const user = userEvent.setup({ delay: null });
    await user.type(form.getByLabelText('Email'), 'cleo@example.com');
    await user.type(form.getByLabelText('City'), 'Austin');
    await user.type(form.getByLabelText('State'), 'TX');
    await user.selectOptions(form.getByLabelText('How many properties do you clean?'), '2-5');
    await user.click(form.getByRole('radio', { name: 'No, I am not available to restock weekly' }));
    await user.click(form.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(form.getByRole('button', { name: /submit application/i }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({ fullName: 'Cleo Early', phoneNumber: '+491511234567', ownsCleaningBusiness: 'Yes' });
  });
});
