import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { useSchemaForm } from './use-schema-form';

/** A form field as the guest pages render it, with the form's own binding. */
function Field() {
  const { bind } = useSchemaForm({ reference: '' }, false);
  const { value, onChange, disabled } = bind('reference');
  return (
    <input aria-label="Reference number" value={value} onChange={onChange} disabled={disabled} />
  );
}

describe('a form painted from HTML rendered at build time', () => {
  test('keeps its inputs off until the app has hydrated it, so nothing typed before is lost', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    const input = () => container.querySelector('input') as HTMLInputElement;
    // As painted from the HTML: off, so nothing can be typed that hydration would then reset.
    expect(input().disabled).toBe(true);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(container, <Field />);
      return Promise.resolve();
    });
    expect(input().disabled).toBe(false);
    act(() => root?.unmount());
    container.remove();
  });
});
