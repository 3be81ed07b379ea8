import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { emptyFoundItemForm, type FoundItemFormValues } from '@/domain/schemas/found-item';
import { renderWithProviders } from '@/testing/render';
import { FoundItemFields } from './found-item-fields';

function Fields() {
  const { bind } = useSchemaForm<FoundItemFormValues>(
    emptyFoundItemForm('2026-11-20', 'Front Desk'),
    false,
  );
  return (
    <FoundItemFields
      bind={bind}
      onDialCode={() => {}}
      finderName="Front Desk"
      storageSuggestions={[]}
      focusFirstField
    />
  );
}

/** A device whose main pointer is (or is not) a mouse or touchpad. */
function pointer(fine: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(pointer: fine)' ? fine : false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('the registration form focus on load', () => {
  it('starts in the item type at a computer, so staff type at once', () => {
    pointer(true);
    renderWithProviders(<Fields />);
    expect(screen.getByRole('combobox', { name: /Item type/ })).toHaveFocus();
  });

  it('moves no focus on a touch screen, so no keyboard covers the form', () => {
    pointer(false);
    renderWithProviders(<Fields />);
    expect(screen.getByRole('combobox', { name: /Item type/ })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
