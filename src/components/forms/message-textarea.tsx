import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textLength } from '@/domain/text-length';
import { GrowingTextarea, type GrowingTextareaProps } from './growing-textarea';

/**
 * A message box with a length limit (the guest's on /status, staff's answer on the lost item and
 * match pages). It never cuts what is typed or pasted: the whole text stays in the box, its count
 * shows once it nears the limit, and past it the box says by how much, so the writer can shorten
 * it; the form refuses to send until it fits (`textTooLong`).
 */
export function MessageTextarea({
  max,
  value,
  description,
  ...props
}: Omit<GrowingTextareaProps, 'value' | 'maxLength' | 'error' | 'description'> & {
  max: number;
  value: string;
  description?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { length, excess, near } = textLength(value, max);
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <GrowingTextarea
      {...props}
      value={value}
      description={
        near ? (
          <Stack component="span" gap={2}>
            {description && <span>{description}</span>}
            <span>{t('messages.length.count', { length: number(length), max: number(max) })}</span>
          </Stack>
        ) : (
          description
        )
      }
      error={
        excess > 0
          ? t('messages.length.tooLong', {
              count: excess,
              excess: number(excess),
              length: number(length),
              max: number(max),
            })
          : undefined
      }
    />
  );
}
