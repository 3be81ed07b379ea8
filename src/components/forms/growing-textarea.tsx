import { Textarea, type TextareaProps } from '@mantine/core';

export type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'rows' | 'styles'> & {
  /** Lines shown when empty (2). */
  minRows?: number;
  /** Lines it grows to before it scrolls (12). */
  maxRows?: number;
};

/**
 * A textarea that grows with its text, sized by the browser (CSS `field-sizing: content`) rather
 * than measured by script. Mantine's `autosize` measures every box in a layout effect when the page
 * starts, which forces a layout of the whole page: on the guest's report form it was the largest
 * part of the main thread's longest task after the first paint (docs/performance.md, "Blocking
 * time of the report form"). Where a browser lacks `field-sizing` the box keeps `minRows` lines and
 * scrolls.
 */
export function GrowingTextarea({ minRows = 2, maxRows = 12, ...props }: GrowingTextareaProps) {
  // The box's padding and border around the lines (Mantine's multiline input: --input-padding-y).
  const frame = 'calc(2 * var(--input-padding-y, 0.375rem) + 2px)';
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{
        input: {
          fieldSizing: 'content',
          minHeight: `calc(${minRows}lh + ${frame})`,
          maxHeight: `calc(${maxRows}lh + ${frame})`,
        },
      }}
    />
  );
}
