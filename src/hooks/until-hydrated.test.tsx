import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { UntilHydrated } from './use-hydrated';

const fieldRendered = vi.fn();

/** A form field as the guest pages render it, with the form's own binding. */
function Field() {
  fieldRendered();
  const { bind } = useSchemaForm({ reference: '' }, false);
  const { value, onChange, disabled } = bind('reference');
  return (
    <input aria-label="Reference number" value={value} onChange={onChange} disabled={disabled} />
  );
}

function Form() {
  return (
    <form>
      <UntilHydrated>
        <Field />
        <button type="submit">Check status</button>
      </UntilHydrated>
    </form>
  );
}

describe('a form painted from HTML rendered at build time', () => {
  test('keeps its fields and buttons off until the app has hydrated it, so nothing typed before is lost', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const fieldset = () => container.querySelector('fieldset') as HTMLFieldSetElement;
    const input = container.querySelector('input') as HTMLInputElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    // As painted from the HTML: off, so nothing can be typed that hydration would then reset,
    // and no button pressed that would do nothing.
    expect(fieldset().disabled).toBe(true);
    expect(fieldset().contains(input) && fieldset().contains(button)).toBe(true);
    expect(input.matches(':disabled')).toBe(true);

    fieldRendered.mockClear();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(container, <Form />);
      return Promise.resolve();
    });
    expect(fieldset().disabled).toBe(false);
    expect(input.matches(':disabled')).toBe(false);
    expect(button.matches(':disabled')).toBe(false);
    // The switch re-rendered the fieldset, not the fields inside it: hydrated once, no more.
    expect(fieldRendered).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });
});
