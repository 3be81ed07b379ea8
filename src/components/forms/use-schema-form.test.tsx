import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import {
  emptyFoundItemForm,
  FOUND_LOCATION_FIELDS,
  foundItemFormSchema,
} from '@/domain/schemas/found-item';
import { lostItemReportSchema } from '@/domain/schemas/lost-item';
import { EMPTY_LOST_ITEM_FORM } from '@/domain/schemas/lost-item-empty';
import { useSchemaForm } from './use-schema-form';

describe('useSchemaForm', () => {
  test('a failed check marks every blamed field and names the first problem of spec §5', () => {
    const { result } = renderHook(() => useSchemaForm(EMPTY_LOST_ITEM_FORM, false));
    let key: string | null = null;
    act(() => {
      key = result.current.check(lostItemReportSchema, { ...EMPTY_LOST_ITEM_FORM, email: 'x' });
    });
    expect(key).toBe('requiredFields');
    expect(result.current.bind('itemType').error).toBe(true);
    expect(result.current.bind('email').error).toBe(true);
    expect(result.current.bind('description').error).toBeUndefined();
  });

  test('fields checked together are all marked; a passing check clears the marks', () => {
    const values = { ...emptyFoundItemForm('2026-05-02', 'Aiko'), itemType: 'Umbrella' };
    const { result } = renderHook(() => useSchemaForm(values, true));
    let key: string | null = null;
    act(() => {
      key = result.current.check(foundItemFormSchema, values, [FOUND_LOCATION_FIELDS]);
    });
    expect(key).toBe('locationRequired');
    for (const field of FOUND_LOCATION_FIELDS) expect(result.current.bind(field).error).toBe(true);
    expect(result.current.bind('roomNumber').disabled).toBe(true);
    act(() => {
      key = result.current.check(foundItemFormSchema, { ...values, roomNumber: '1204' });
    });
    expect(key).toBeNull();
    expect(result.current.bind('hotelComplex').error).toBeUndefined();
  });

  test('a bound input changes the form value from an event or a picked value', () => {
    const { result } = renderHook(() => useSchemaForm(EMPTY_LOST_ITEM_FORM, false));
    const input = document.createElement('input');
    input.value = 'Wallet';
    act(() => result.current.bind('itemName').onChange({ nativeEvent: {}, currentTarget: input }));
    act(() => result.current.bind('dateLost').onChange('2026-05-01'));
    expect(result.current.form.getValues()).toMatchObject({
      itemName: 'Wallet',
      dateLost: '2026-05-01',
    });
  });
});
