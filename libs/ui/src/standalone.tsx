import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app-providers';
import { FeedbackToast } from './toast';

/**
 * Mounts a remote's route tree on its own page, without the shell: used when a
 * team runs one remote alone (`npm run dev -w mfe-customers`).
 */
export function mountStandalone(App: ComponentType, container: HTMLElement): void {
  createRoot(container).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <App />
        <FeedbackToast />
      </BrowserRouter>
    </AppProviders>,
  );
}
