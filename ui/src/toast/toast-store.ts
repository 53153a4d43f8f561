import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
}

interface ToastState {
  toasts: ToastMessage[];
  push: (toast: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }) => void;
  dismiss: (id: number) => void;
}

/** At most one toast at a time. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

let nextId = 1;

/** One store for the whole page: zustand and @minibar/ui are federation singletons. */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  push: (toast) =>
    set((state) => ({
      toasts: [{ variant: 'default' as const, ...toast, id: nextId++ }, ...state.toasts].slice(0, TOAST_LIMIT),
    })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Show a toast from anywhere (a remote's handler, an effect). */
export function toast(message: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }): void {
  useToastStore.getState().push(message);
}
