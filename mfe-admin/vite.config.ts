import { defineConfig } from 'vite';
import { remoteViteConfig } from '#build-tools/federation';
import { exposes } from './src/expose';
import { pages } from './src/pages';

export default defineConfig(remoteViteConfig('admin', exposes, pages));
