import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { nextTurn } from '../start-up/turn';

/**
 * Loading a remote's page is three steps: its entry evaluated, its container set up (the
 * shared modules it takes from the shell), its page's module fetched and evaluated. Chained by
 * promises, they would run as one task, in which a visitor's tap waits; here each begins in a
 * task of its own, and so does each shared module the remote's runtime resolves (its version
 * checked against what the remote asks for) while its container is set up.
 *
 * Registered as a global plugin: the remote's entry makes a runtime instance of its own, and
 * only global plugins reach it.
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
    async beforeLoadShare(args) {
      await nextTurn();
      return args;
    },
  };
}
