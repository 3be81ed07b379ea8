import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '@/domain/entities';
import { renderWithProviders } from '@/testing/render';
import { PackageSummary } from './match-package-section';

// The summary is pure: it reads nothing of the section's data layer, so nothing is stubbed.

const match = (overrides: Partial<Match>) =>
  ({
    id: 'm1',
    hotelId: 'h1',
    status: 'matched',
    packageSize: null,
    packageWeight: null,
    postageCost: null,
    destinationCountry: null,
    lost: { country: '' },
    ...overrides,
  }) as unknown as Match;

describe('PackageSummary', () => {
  it('shows a missing weight as N/A without a dangling unit', () => {
    renderWithProviders(<PackageSummary match={match({})} onEdit={() => undefined} />);
    const line = screen.getByText(/Weight:/).textContent ?? '';
    expect(line).toContain('Weight: N/A ·');
    expect(line).not.toMatch(/N\/A kg/);
  });

  it('shows a weight with its unit', () => {
    renderWithProviders(
      <PackageSummary match={match({ packageWeight: 0.5 })} onEdit={() => undefined} />,
    );
    expect(screen.getByText(/Weight:/).textContent).toContain('Weight: 0.5 kg ·');
  });
});
