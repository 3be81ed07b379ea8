import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { BrandInput, ColourPicker } from './colour-brand-pickers';

function Colour({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ColourPicker
      label="Colour"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ColourPicker', () => {
  it('offers the palette by name and stores the palette key', async () => {
    await changeLanguage('ja');
    const onChange = vi.fn();
    // Mantine's test env: no transitions or portals, so the option list renders at once.
    renderWithProviders(<Colour onChange={onChange} />, { env: 'test' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Colour' }));
    await userEvent.click(await screen.findByRole('option', { name: '紺' }));
    expect(onChange).toHaveBeenCalledWith('navy');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('紺');
  });
});

describe('BrandInput', () => {
  it('suggests the glossary brands as the guest types', async () => {
    renderWithProviders(<BrandInput label="Brand" />, { env: 'test' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Brand' }), 'Louis');
    expect(await screen.findByRole('option', { name: 'Louis Vuitton' })).toBeInTheDocument();
  });
});
