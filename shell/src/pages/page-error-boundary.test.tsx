// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders, createQueryClient } from '@groombook/ui';
import { sessionStore } from '@groombook/auth';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './page-error-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.getState().signOut();
});

function signIn() {
  sessionStore.getState().signIn(
    { accessToken: 'access-1', expiresAt: Date.now() + 3_600_000, user: { id: 'u1', email: 'pat@example.test', createdAt: '2026-01-01T00:00:00Z' } },
    { role: 'staff', companyId: 'c1' },
  );
}

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
    signIn();
    renderPages();
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(screen.getByText('Something went wrong while showing this page. Try again, or start again from the link below.')).toBeTruthy();
    expect(screen.getByText('The page broke')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');

    // The fallback replaces the whole tree under the boundary; its link leads away from the error.
    expect(screen.queryByRole('link', { name: 'Broken page' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();

    // And a page that fails again shows the fallback again.
    fireEvent.click(screen.getByRole('link', { name: 'Broken page' }));
    expect(await screen.findByText('The page broke')).toBeTruthy();
  });
});

describe('the fallback page', () => {
  it('offers Login rather than Home to a visitor who is signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.getState().signOut();
    renderPages();
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Go to Home' })).toBeNull();
  });
});
