import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { emptyFoundItemForm, toFoundItemWrite } from '@/domain/schemas/found-item';
import { renderWithProviders } from '@/testing/render';
import { FoundItemFields } from './found-item-fields';

/** The fields in a form of their own; the stored finder fields are shown as they would be saved. */
function Harness() {
  const { form, bind } = useSchemaForm(emptyFoundItemForm('2026-05-02', 'Front Desk'), false);
  const write = toFoundItemWrite(form.getValues(), 'sakura');
  return (
    <>
      <FoundItemFields
        bind={bind}
        onDialCode={() => undefined}
        finderName="Front Desk"
        storageSuggestions={[]}
      />
      <output aria-label="stored">
        {JSON.stringify({ contact: write.finderContact, rights: write.finderRights })}
      </output>
    </>
  );
}

const stored = () =>
  JSON.parse(screen.getByRole('status', { name: 'stored' }).textContent ?? '{}') as {
    contact: string;
    rights: Record<string, boolean>;
  };

describe('a finder who is not staff (police paperwork)', () => {
  test(
    'the finder section appears only once such a finder is named, and records their answers',
    { timeout: 120_000 },
    async () => {
      renderWithProviders(<Harness />);
      expect(screen.queryByLabelText("Finder's phone or address")).not.toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Found by (not hotel staff)'), {
        target: { value: 'Ichiro Suzuki' },
      });
      const group = screen.getByRole('group', {
        name: 'Finder who is not staff (police paperwork)',
      });
      expect(group).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText("Finder's phone or address"), {
        target: { value: '090-1234-5678' },
      });
      await userEvent.click(screen.getByRole('checkbox', { name: /Claims the reward/ }));
      await userEvent.click(
        screen.getByRole('checkbox', {
          name: 'Agrees that their name and contact may be told to the owner',
        }),
      );
      expect(stored()).toEqual({
        contact: '090-1234-5678',
        rights: { expenses: false, reward: true, ownership: false, nameToOwner: true },
      });
      // Without a named finder the item is staff-found: nothing of a finder is kept.
      fireEvent.change(screen.getByLabelText('Found by (not hotel staff)'), {
        target: { value: '' },
      });
      expect(screen.queryByLabelText("Finder's phone or address")).not.toBeInTheDocument();
      expect(stored()).toEqual({
        contact: '',
        rights: { expenses: false, reward: false, ownership: false, nameToOwner: false },
      });
    },
  );

  test('the time found is asked beside the date', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Time found')).toHaveAttribute('type', 'time');
  });
});
