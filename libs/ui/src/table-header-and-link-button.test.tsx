// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider, Table } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { LinkButton } from './link-button';
import { TableHeader } from './table-header';
import { theme } from './theme';

const inProviders = (ui: ReactNode) =>
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );

describe('TableHeader', () => {
  afterEach(cleanup);

  it('names each column, and the actions column for screen readers only', () => {
    inProviders(
      <Table>
        <TableHeader columns={['Email', 'Name']} actions />
      </Table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Email', 'Name', 'Actions']);
    expect(headers[2]?.querySelector('.mantine-VisuallyHidden-root')).toBeTruthy();
  });

  it('has no actions column unless asked', () => {
    inProviders(
      <Table>
        <TableHeader columns={['Name']} />
      </Table>,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name']);
  });
});

describe('LinkButton', () => {
  afterEach(cleanup);

  it('is a link to the path, looking like a button', () => {
    inProviders(<LinkButton to="/customers/new">Add Customer</LinkButton>);
    const link = screen.getByRole('link', { name: 'Add Customer' });
    expect(link.getAttribute('href')).toBe('/customers/new');
    expect(link.className).toContain('mantine-Button-root');
  });
});
