import type { ReactElement } from 'react';
import { renderWithProviders as render } from '@groombook/ui-testing';

export type { CurrentLocation } from '@groombook/ui-testing';

/** The shared render helper, starting on this remote's main page. */
export function renderWithProviders(ui: ReactElement, { route = '/groomers', liveUpdates = false } = {}) {
  return render(ui, { route, liveUpdates });
}
