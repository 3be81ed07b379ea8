import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks) for the browser build (vite.config.ts, `mantineStableIds`).
 * Mantine's own gives every input, label and popover React's id on the first render, the one in
 * the prerendered HTML, then swaps it for a random one in a layout effect: an update React runs
 * synchronously, so hydrating the report form was followed by a second render of every field in
 * one task as long as the hydration itself. React's id is already unique and the same in the HTML
 * and in the browser, so it is kept: the same value as Mantine's first render, and no second.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
