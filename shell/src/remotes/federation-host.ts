import { init, registerGlobalPlugins } from '@module-federation/runtime';
import { checkedPageModules } from './checked-modules';
import { publishFederationRuntime, sharedSingletons } from './shared-singletons';
import { remoteSetUpInTurns } from './set-up-in-turns';

/**
 * Makes this page a federation host: remotes registered from now on load with the page's
 * runtime and take their shared singletons from the shell's own modules. A remote whose
 * preloaded modules failed their hash is not loaded; a remote's set-up runs in several tasks.
 */
export function startFederationHost(): void {
  publishFederationRuntime();
  registerGlobalPlugins([remoteSetUpInTurns()]);
  init({ name: 'shell', remotes: [], shared: sharedSingletons(), plugins: [checkedPageModules()] });
}
