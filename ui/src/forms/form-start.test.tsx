import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormStart, type FormStart } from './form-start';
import { SubmittedFormProvider } from '../submitted-form-provider';
import type { SubmittedForm } from '@minibar/contracts/form-posts';

const empty = { firstName: '', phone: '', terms: false, notShown: '' };
type Values = typeof empty;

let seen: FormStart<Values> | undefined;

function Probe() {
  seen = useFormStart('host', empty, useLocation());
  return <Link to="/elsewhere">elsewhere</Link>;
}

function renderProbe(submitted: SubmittedForm | null, url = '/property-manager') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SubmittedFormProvider value={submitted}>
        <Probe />
      </SubmittedFormProvider>
    </MemoryRouter>,
  );
}

const answered: SubmittedForm = {
  form: 'host',
  values: { firstName: 'From server', phone: '+12025550143', notShown: 'kept by the server' },
  fieldErrors: { firstName: ['First name is required'], phone: ['Please enter a valid phone number', 'second'] },
  message: 'Please correct the highlighted fields and try again.',
};

afterEach(() => {
  document.body.innerHTML = '';
  seen = undefined;
});

describe('useFormStart', () => {
  it("starts from the server's values, and notes what the visitor typed into the rendered form before the script ran", () => {
    const rendered = document.createElement('div');
    rendered.innerHTML = `
      <form data-form="host">
        <input name="firstName" value="From server">
        <input type="hidden" name="phoneCountry" value="GB">
        <input type="tel" name="phone" value="">
        <input type="checkbox" name="terms">
      </form>`;
    document.body.append(rendered);
    // The visitor types into the server's HTML before hydration.
    rendered.querySelector<HTMLInputElement>('[name=firstName]')!.value = 'Typed early';
    rendered.querySelector<HTMLInputElement>('[name=phone]')!.value = '20 7946 0958';
    rendered.querySelector<HTMLInputElement>('[name=terms]')!.checked = true;

    renderProbe(answered);
    // The first render draws what the server drew, so that it hydrates without a difference.
    expect(seen?.defaultValues).toEqual({ ...empty, ...answered.values });
    expect(seen?.typedEarly.values).toEqual({ firstName: 'Typed early', phone: '+442079460958', terms: true });
  });

  it("falls back to the server's answer, then to empty, with its messages in react-hook-form's shape", () => {
    renderProbe(answered);
    expect(seen?.defaultValues).toEqual({ ...empty, ...answered.values });
    expect(seen?.errors).toEqual({
      firstName: { type: 'server', message: 'First name is required' },
      phone: { type: 'server', message: 'Please enter a valid phone number' },
    });
    expect(seen?.message).toBe('Please correct the highlighted fields and try again.');

    document.body.innerHTML = '';
    renderProbe({ ...answered, form: 'hotel' });
    expect(seen?.defaultValues).toEqual(empty);
    expect(seen?.errors).toBeUndefined();
    expect(seen?.message).toBeUndefined();
  });

  it('posts to its own page at its anchor, and knows the page shown after it was stored', () => {
    renderProbe(null, '/property-manager');
    expect(seen?.formProps).toEqual({
      'data-form': 'host',
      method: 'post',
      action: '/property-manager#host-application',
    });
    expect(seen?.sent).toBe(false);

    document.body.innerHTML = '';
    renderProbe(null, '/property-manager?sent=host');
    expect(seen?.sent).toBe(true);

    // A page that is not the form's own (the home page shows for unknown paths) posts to the form's page.
    document.body.innerHTML = '';
    renderProbe(null, '/some/unknown/path');
    expect(seen?.formProps.action).toBe('/property-manager#host-application');
  });

  it("forgets the server's answer once the visitor navigates", async () => {
    renderProbe(answered);
    expect(seen?.message).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(seen?.message).toBeUndefined();
    expect(seen?.errors).toBeUndefined();
  });
});
