import type { ReactElement } from 'react';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import { renderWithProviders } from '../../../testing/render-with-providers';

/**
 * renderWithProviders plus the region showFeedback writes into (AppLayout's in the product),
 * emptied of an earlier test's message.
 */
export function renderWithToast(ui: ReactElement, options?: { route?: string }) {
  dismissFeedback();
  return renderWithProviders(
    <>
      {ui}
      <FeedbackToast />
    </>,
    options,
  );
}
