import { createInstance } from '@module-federation/runtime';
import { describe, expect, it } from 'vitest';
import { startFederationHost } from './federation-host';

describe('the page as a federation host', () => {
  it("resolves a shared module for a remote's own runtime instance in a later task", async () => {
    startFederationHost();
    // What a remote's entry does: a runtime instance of its own, with the shared modules it takes.
    const remote = createInstance({
      name: 'partnerForms',
      remotes: [],
      shared: {
        zustand: { version: '5.0.0', lib: () => ({ create: 'the shell’s zustand' }), shareConfig: { singleton: true, requiredVersion: '^5.0.0' } },
      },
    });

    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'), 0);
    const loaded = await remote.loadShare<{ create: string }>('zustand');
    order.push('the shared module resolved');

    expect(order).toEqual(['a task queued before', 'the shared module resolved']);
    expect(loaded && loaded()).toEqual({ create: 'the shell’s zustand' });
  });
});
