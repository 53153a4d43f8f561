import type { ComponentType } from 'react';
import { standaloneRoutes } from '@minibar/site-config';
import { renderStandalone } from '@minibar/ui';
import { pages } from './pages';

renderStandalone(standaloneRoutes(pages, import.meta.glob<{ default: ComponentType }>('./routes/*-page.tsx', { eager: true })));
