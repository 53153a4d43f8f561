import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { nextTurn } from '../start-up/turn';

/**
 * Loading a remote's page is three steps: its entry evaluated, its container set up (the
 * shared modules it takes from the shell), its page's module fetched and evaluated. Chained by
 * promises, the first two and the start of the third would run as one task, in which a
 * visitor's tap waits; here each begins in a task of its own.
 */
export function remoteSetUpInTurns(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-set-up-in-turns',
    async beforeInitContainer(args) {
      await nextTurn();
      return args;
    },
    async initContainer(args) {
      await nextTurn();
      return args;
    },
  };
}
