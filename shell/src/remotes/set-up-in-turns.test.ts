import { describe, expect, it } from 'vitest';
import { remoteSetUpInTurns } from './set-up-in-turns';

type Hook = (args: object) => Promise<object>;

describe("a remote's set-up, in several tasks", () => {
  const plugin = remoteSetUpInTurns();
  const steps: Array<[string, Hook]> = [
    ["before the container's set-up", plugin.beforeInitContainer as Hook],
    ["before the page's module is fetched", plugin.initContainer as Hook],
    ['before a shared module is resolved', plugin.beforeLoadShare as Hook],
  ];

  for (const [step, hook] of steps) {
    it(`goes on ${step} in a later task, with the runtime's options unchanged`, async () => {
      const order: string[] = [];
      setTimeout(() => order.push('a task queued before'), 0);
      const options = { remoteInfo: { name: 'marketing' }, shareScope: {} };
      const passed = await hook(options);
      order.push('the next step');
      expect(order).toEqual(['a task queued before', 'the next step']);
      expect(passed).toBe(options);
    });
  }
});
