import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toFoundItem } from '@/domain/records';
import { renderWithProviders } from '@/testing/render';
import * as foundItemApi from '../api/found-item-actions';
import { FoundItemLabels } from './found-item-labels';

beforeEach(() => {
  vi.spyOn(foundItemApi, 'useFoundItem').mockImplementation((id) => ({
    status: 'success',
    data: toFoundItem(id, { hotelId: 'sakura', status: 'pending', itemType: 'Umbrella' }),
    error: null,
  }));
});

describe('FoundItemLabels', () => {
  it("prints the hotel's name on every label", () => {
    renderWithProviders(
      <FoundItemLabels
        hotelId="sakura"
        hotelName="Hotel Sakura Tokyo"
        ids={['abc123', 'def456']}
      />,
    );
    for (const id of ['ABC123', 'DEF456'])
      expect(screen.getByRole('group', { name: `Label ${id}` })).toHaveTextContent(
        'Hotel Sakura Tokyo',
      );
  });
});
