// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders, createQueryClient } from '@groombook/ui';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './page-error-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('The page broke');
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const renderPages = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/broken']}>
        <WhereAmI />
        <PageErrorBoundary>
          <Link to="/broken">Broken page</Link>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/" element={<p>The dashboard</p>} />
          </Routes>
        </PageErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
  );

describe('a page that fails to render', () => {
  it('is replaced by the fallback page with the error, and the pages render again at another path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPages();
    await screen.findByText('Unexpected Application Error!');
    expect(screen.getByText('The page broke')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');

    // The fallback replaces the whole tree under the boundary; its link leads away from the error.
    expect(screen.queryByRole('link', { name: 'Broken page' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();

    // And a page that fails again shows the fallback again.
    fireEvent.click(screen.getByRole('link', { name: 'Broken page' }));
    expect(await screen.findByText('The page broke')).toBeTruthy();
  });
});
