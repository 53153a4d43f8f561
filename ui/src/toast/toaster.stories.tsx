import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from './toaster';
import { toast, useToastStore, type ToastVariant } from './toast-store';

/** The toaster with one toast of the given kind, as the site shows after a form is sent or refused. */
function ToasterShowing({ variant, title, description }: { variant: ToastVariant; title: string; description?: string }) {
  useEffect(() => {
    useToastStore.setState({ toasts: [] });
    toast({ variant, title, description });
  }, [variant, title, description]);
  return <Toaster />;
}

const meta = { title: 'Toaster', component: ToasterShowing } satisfies Meta<typeof ToasterShowing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { variant: 'default', title: 'Copied', description: 'The link is on your clipboard.' } };
export const Success: Story = { args: { variant: 'success', title: 'Message sent', description: 'We will get back to you soon.' } };
export const Destructive: Story = { args: { variant: 'destructive', title: 'Not sent', description: 'Please try again in a moment.' } };
export const TitleOnly: Story = { args: { variant: 'success', title: 'Saved' } };
