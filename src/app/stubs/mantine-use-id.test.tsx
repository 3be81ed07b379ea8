import { useId as mantineUseId } from '@mantine/hooks';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

function Field({ hook }: { hook: (staticId?: string) => string }) {
  const id = hook();
  return <input id={id} aria-label="Email" />;
}

describe("the browser build's Mantine useId", () => {
  it("names an element as Mantine's own does in the HTML, and keeps that name once hydrated", async () => {
    const html = renderToString(<Field hook={useId} />);
    // The prerendered pages may be rendered with Mantine's own hook: the same id either way.
    expect(html).toBe(renderToString(<Field hook={mantineUseId} />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const id = container.querySelector('input')?.id;
    expect(id).toMatch(/^mantine-/);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(() => {
      root = hydrateRoot(container, <Field hook={useId} />);
      return Promise.resolve();
    });
    // Mantine's own swaps it for a random id after mount, in a second, synchronous render.
    expect(container.querySelector('input')?.id).toBe(id);
    act(() => root?.unmount());
    container.remove();
  });

  it('keeps an id the caller gives', () => {
    expect(renderToString(<Field hook={() => useId('reference')} />)).toContain('id="reference"');
  });
});
