import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormOutcome } from './form-outcome';

function renderOutcome(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('FormOutcome', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('answering a submit, a success is a status brought into view with its heading focused and the next step as a link', () => {
    renderOutcome(
      <FormOutcome tone="success" title="Message sent!" next={{ to: '/blog', label: 'Read our blog meanwhile' }} reveal>
        We'll get back to you as soon as possible.
      </FormOutcome>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("Message sent!We'll get back to you as soon as possible.");
    expect(screen.getByRole('heading', { name: 'Message sent!' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Message sent!' })).toHaveAttribute('tabindex', '-1');
    expect(status.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'instant' });
    expect(screen.getByRole('link', { name: 'Read our blog meanwhile' })).toHaveAttribute('href', '/blog');
  });

  it('a failure without a title is an alert whose message takes the focus', () => {
    renderOutcome(
      <FormOutcome tone="error" reveal>
        Error: Sign-ups are paused
      </FormOutcome>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Sign-ups are paused');
    expect(screen.getByText('Error: Sign-ups are paused')).toHaveFocus();
  });

  it('a next step on this page is a plain link to its section', () => {
    renderOutcome(
      <FormOutcome tone="success" title="Application submitted successfully!" next={{ to: '#how-it-works', label: 'What happens next' }} />,
    );
    expect(screen.getByRole('link', { name: 'What happens next' })).toHaveAttribute('href', '#how-it-works');
  });

  it('on a page that opens on its outcome, leaves the window and the focus where they are', () => {
    renderOutcome(<FormOutcome tone="success" title="Message sent!" />);
    expect(screen.getByRole('heading', { name: 'Message sent!' })).not.toHaveFocus();
    expect(screen.getByRole('status').scrollIntoView).not.toHaveBeenCalled();
  });
});
