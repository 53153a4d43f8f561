import { init } from '@module-federation/runtime';
import { publishFederationRuntime, sharedSingletons } from './shared-singletons';

/**
 * Makes this page a federation host: remotes registered from now on load with the page's
 * runtime and take their shared singletons from the shell's own modules.
 */
export function startFederationHost(): void {
  publishFederationRuntime();
  init({ name: 'shell', remotes: [], shared: sharedSingletons() });
}
