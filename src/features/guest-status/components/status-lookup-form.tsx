import { Alert, Button, Card, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bind } from '@/components/forms/use-schema-form';
import { MAX_LOOKUP_EMAIL, MAX_REFERENCE_INPUT } from '@/domain/guest-status';
import type { StatusLookup } from '@/domain/schemas/status-lookup';
import { UntilHydrated } from '@/hooks/use-hydrated';

export interface StatusLookupFormProps {
  bind: Bind<keyof StatusLookup>;
  /** Why the last lookup (or the mail link) failed, in the guest's language; null: nothing. */
  error: string | null;
  loading: boolean;
  /** Both fields are filled: the button is on. */
  ready: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** The guest's status lookup: the reference number and email of their report. */
export function StatusLookupForm({ bind, error, loading, ready, onSubmit }: StatusLookupFormProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <form onSubmit={onSubmit} noValidate>
        <UntilHydrated>
          <Stack gap="md">
            <Text>{t('guestStatus.intro')}</Text>
            {error && (
              // Too many attempts is red (the guest must wait); the others ask to check and retry.
              <Alert
                color={error === t('guestStatus.errors.tooMany') ? 'red' : 'yellow'}
                role="alert"
              >
                {error}
              </Alert>
            )}
            <TextInput
              label={t('guestStatus.reference')}
              placeholder={t('guestStatus.referencePlaceholder')}
              {...bind('reference')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={MAX_REFERENCE_INPUT}
            />
            <TextInput
              label={t('guestStatus.email')}
              type="email"
              {...bind('email')}
              autoComplete="email"
              required
              maxLength={MAX_LOOKUP_EMAIL}
            />
            <Button type="submit" loading={loading} disabled={!ready}>
              {t('guestStatus.submit')}
            </Button>
          </Stack>
        </UntilHydrated>
      </form>
    </Card>
  );
}
