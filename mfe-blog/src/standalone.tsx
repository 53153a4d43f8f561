import type { ComponentType } from 'react';
import { standaloneRoutes } from 'shared-ui-site';
import { renderStandalone } from 'shared-ui';

renderStandalone(standaloneRoutes('blog', import.meta.glob<{ default: ComponentType }>('./routes/*-page.tsx', { eager: true })));
