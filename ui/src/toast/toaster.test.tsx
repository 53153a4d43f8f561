import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { toast, useToastStore } from './toast-store';

describe('Toaster', () => {
  it('shows a toast pushed from anywhere, with its title and description', async () => {
    useToastStore.setState({ toasts: [] });
    render(<Toaster />);
    act(() => toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible." }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('renders nothing before the first toast, then keeps a notification region reachable with F8', async () => {
    useToastStore.setState({ toasts: [] });
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => toast({ title: 'Saved' }));
    expect(await screen.findByRole('region', { name: /F8/ })).toBeInTheDocument();
    act(() => useToastStore.setState({ toasts: [] }));
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });
});
