import { defineConfig } from 'vite';
import { remoteViteConfig } from '#shared-ui-build/federation';
import { exposes } from './src/expose';

export default defineConfig(remoteViteConfig('driverCheckout', exposes));
