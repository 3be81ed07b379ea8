import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoundItem } from '@/domain/entities';
import { toFoundItem } from '@/domain/records';
import { DEFAULT_RETENTION } from '@/domain/retention';
import * as retentionHook from '@/hooks/use-hotel-retention';
import { renderWithProviders } from '@/testing/render';
import * as foundItemsApi from '../api/use-found-items';
import { FoundItemList } from './found-item-list';

const item = (id: string, status: string, itemName: string): FoundItem =>
  toFoundItem(id, {
    hotelId: 'sakura',
    status,
    itemType: 'Umbrella',
    itemName,
    dateFound: '2026-11-20',
  });

const items = [
  item('a1', 'pending', 'Blue umbrella'),
  item('a2', 'matched', 'Black umbrella'),
  item('a3', 'discarded', 'Broken umbrella'),
  item('a4', 'returned', 'Red umbrella'),
  item('a5', 'destroyed', 'Old umbrella'),
];

beforeEach(() => {
  vi.spyOn(foundItemsApi, 'useFoundItems').mockReturnValue({
    items: { status: 'success', data: items, error: null },
    total: items.length,
  });
  vi.spyOn(retentionHook, 'useHotelRetention').mockReturnValue(DEFAULT_RETENTION);
});

describe('FoundItemList, select all', () => {
  it('selects and prints labels only for the items still on the shelf', async () => {
    renderWithProviders(<FoundItemList hotelId="sakura" />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all items' }));
    const box = (name: RegExp) => screen.getByRole('checkbox', { name });
    expect(box(/Blue umbrella/)).toBeChecked();
    expect(box(/Black umbrella/)).toBeChecked();
    for (const name of [/Broken umbrella/, /Red umbrella/, /Old umbrella/])
      expect(box(name)).not.toBeChecked();
    const print = screen.getByRole('link', { name: /Print labels/ });
    expect(print.getAttribute('href')).toBe('/sakura/found-items/labels?ids=a1,a2');
    expect(print).toHaveTextContent('Print labels (2)');
  });
});
