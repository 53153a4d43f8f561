import type { ComponentType } from 'react';
import { standaloneRoutes } from 'shared-ui-site';
import { renderStandalone } from 'shared-ui';
import { pages } from './pages';

renderStandalone(standaloneRoutes(pages, import.meta.glob<{ default: ComponentType }>('./routes/*-page.tsx', { eager: true })));
