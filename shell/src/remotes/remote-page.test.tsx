import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

const { RemotePage } = await import('./remote-page');

afterEach(() => {
  loadRemote.mockReset();
  vi.restoreAllMocks();
});

describe('RemotePage', () => {
  it("renders the remote's page", async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Blog</h1> });
    render(<RemotePage route={{ path: '/blog', remote: 'blog', module: 'blog-list-page' }} />);
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('blog/blog-list-page');
  });

  it('shows a fallback with a retry when the remote cannot load, and recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    render(<RemotePage route={{ path: '/drivers', remote: 'driverCheckout', module: 'drivers-page' }} />);
    expect(await screen.findByText('This part of the site is temporarily unavailable')).toBeInTheDocument();

    loadRemote.mockResolvedValue({ default: () => <h1>Drivers</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Drivers' })).toBeInTheDocument();
  });

  it('shows the fallback when the page throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    });
    render(<RemotePage route={{ path: '/admin', remote: 'partnerForms', module: 'admin-page' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('temporarily unavailable');
  });
});
