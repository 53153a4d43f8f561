import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from './toast/toaster';

/**
 * Runs one remote on its own (its dev server or its build opened directly), with the
 * router and toaster the shell would give it.
 */
export function renderStandalone(pages: Record<string, ComponentType>): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </BrowserRouter>
      <Toaster />
    </StrictMode>,
  );
}
