import type { ComponentType } from 'react';
import { standaloneRoutes } from '@minibar/site';
import { renderStandalone } from 'shared-ui';

renderStandalone(standaloneRoutes('blog', import.meta.glob<{ default: ComponentType }>('./routes/*-page.tsx', { eager: true })));
