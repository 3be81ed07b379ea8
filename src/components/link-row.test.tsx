import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LinkRow } from './link-row';

function Screens() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Table>
            <Table.Tbody>
              <LinkRow href="/items/a">
                <Table.Td>Umbrella</Table.Td>
              </LinkRow>
            </Table.Tbody>
          </Table>
        }
      />
      <Route path="/items/a" element={<h1>Item A</h1>} />
    </Routes>
  );
}

describe('LinkRow', () => {
  it('opens its address on a click', async () => {
    renderWithProviders(<Screens />);
    await userEvent.click(screen.getByRole('row', { name: 'Umbrella' }));
    expect(await screen.findByRole('heading', { name: 'Item A' })).toBeInTheDocument();
  });

  it('is reached by Tab and opens on Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screens />);
    await user.tab();
    expect(screen.getByRole('row', { name: 'Umbrella' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Item A' })).toBeInTheDocument();
  });
});
