import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { normalizeCountry } from '@/domain/countries';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { CountryCodePicker, CountryPicker } from './country-pickers';

function Country({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CountryPicker
      label="Country"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CountryPicker', () => {
  it('offers the countries by their name in the reader language (Intl.DisplayNames)', async () => {
    await changeLanguage('ja');
    const onChange = vi.fn();
    // Mantine's test env: no transitions or portals, so the option list renders at once.
    renderWithProviders(<Country onChange={onChange} />, { env: 'test' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'フラ');
    await userEvent.click(await screen.findByRole('option', { name: 'フランス' }));
    expect(onChange).toHaveBeenLastCalledWith('フランス');
    // The form stores the English name, whatever language it was picked in.
    expect(normalizeCountry('フランス')).toBe('France');
  });

  it('looks the country names up only once the list opens, not when the form loads', async () => {
    await changeLanguage('en');
    renderWithProviders(<Country onChange={vi.fn()} />, { env: 'test' });
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: 'France' })).toBeInTheDocument();
  });

  it('names the countries in English for an English reader', async () => {
    await changeLanguage('en');
    renderWithProviders(<Country onChange={vi.fn()} />, { env: 'test' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'United');
    expect(await screen.findByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'United States' })).toBeInTheDocument();
  });
});

describe('CountryCodePicker', () => {
  it('finds a dial code by the country name in the reader language', async () => {
    await changeLanguage('ja');
    renderWithProviders(<CountryCodePicker label="Code" />, { env: 'test' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Code' }), '日本');
    expect(await screen.findByRole('option', { name: /\+81/ })).toBeInTheDocument();
  });
});
