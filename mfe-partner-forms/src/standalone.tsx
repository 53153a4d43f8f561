import type { ComponentType } from 'react';
import { standaloneRoutes } from 'shared-ui-site';
import { renderStandalone } from 'shared-ui';

renderStandalone(standaloneRoutes('partnerForms', import.meta.glob<{ default: ComponentType }>('./routes/*-page.tsx', { eager: true })));
