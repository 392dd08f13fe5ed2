// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Select } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from './app-providers';

afterEach(cleanup);

describe('AppProviders', () => {
  it("draws a select's list of choices inside the named region of pop-ups, so it sits in a landmark", async () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <main>
          <Select label="Groomer" data={['Sam Chen', 'Bella Martinez']} />
        </main>
      </AppProviders>,
    );
    fireEvent.click(screen.getAllByLabelText('Groomer')[0] as HTMLElement);
    const region = screen.getByRole('region', { name: 'Menus and dialogs' });
    expect(await within(region).findByRole('option', { name: 'Sam Chen' })).toBeTruthy();
    expect(document.querySelectorAll('[data-mantine-shared-portal-node]')).toHaveLength(1);
  });
});
