import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('keeps at most one toast, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive' });
  });

  it('removes a dismissed toast', () => {
    toast({ title: 'Saved' });
    const [shown] = useToastStore.getState().toasts;
    useToastStore.getState().dismiss(shown!.id);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
