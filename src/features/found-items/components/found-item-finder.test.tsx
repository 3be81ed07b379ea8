import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { emptyFoundItemForm, toFoundItemWrite } from '@/domain/schemas/found-item';
import i18n from '@/i18n/i18n';
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
      <output aria-label="time held">{form.getValues().timeFound}</output>
    </>
  );
}

const stored = () =>
  JSON.parse(screen.getByRole('status', { name: 'stored' }).textContent ?? '{}') as {
    contact: string;
    rights: Record<string, boolean>;
  };
const timeHeld = () => screen.getByRole('status', { name: 'time held' }).textContent;

describe('a finder who is not staff (police paperwork)', () => {
  test('the finder section appears only once such a finder is named, and records their answers', async () => {
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
  });

  test('the time found is one text field: typed as a clerk likes, held as HH:MM, shown in the language’s clock', async () => {
    renderWithProviders(<Harness />);
    const time = screen.getByLabelText('Time found');
    // One Tab stop (the browser's time input had one per hour, minute and AM/PM).
    expect(time).not.toHaveAttribute('type', 'time');
    await userEvent.type(time, '1430');
    // Held as the paperwork stores it while still typed, so Enter submits it as it is.
    expect(timeHeld()).toBe('14:30');
    expect(time).toHaveValue('1430');
    await userEvent.tab();
    expect(time).toHaveValue('2:30 PM');
    await userEvent.clear(time);
    await userEvent.type(time, 'noon');
    expect(timeHeld()).toBe('noon');
  });

  test('in Japanese the time found reads on the 24-hour clock', async () => {
    await i18n.changeLanguage('ja');
    try {
      renderWithProviders(<Harness />);
      const time = screen.getByLabelText('拾得時刻');
      expect(time).toHaveAttribute('placeholder', '14:30');
      await userEvent.type(time, '午後2時30分');
      await userEvent.tab();
      expect(time).toHaveValue('14:30');
      expect(timeHeld()).toBe('14:30');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
