import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { GetReportStatusRequest, GetReportStatusResponse } from '@/domain/guest-status';
import { normalizeReference } from '@/domain/reference';
import {
  confirmShipping,
  fetchReportStatus,
  statusErrorKey,
  type StatusErrorKey,
} from '@/features/guest-status/api/report-status';
import { StatusView } from '@/features/guest-status/components/status-view';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; key: StatusErrorKey }
  | { kind: 'done'; status: GetReportStatusResponse };

/**
 * /status: public. A guest on any device enters the reference and email of their report, or
 * arrives from a mail link with a secret token (taken out of the address bar at once, so it is
 * not kept in history or sent on as a referrer), and sees the status in their language.
 */
export function StatusRoute() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const tokenHandled = useRef(false);
  // How the guest proved the report is theirs, reused to confirm shipping details.
  const credentials = useRef<GetReportStatusRequest | null>(null);

  useEffect(() => {
    const token = params.get('token');
    if (!token || tokenHandled.current) return;
    tokenHandled.current = true;
    setParams({}, { replace: true });
    setState({ kind: 'loading' });
    credentials.current = { token };
    fetchReportStatus({ token })
      .then((status) => {
        // A mail link opens in the language the guest reported in.
        if (status.language !== i18n.language) void i18n.changeLanguage(status.language);
        setState({ kind: 'done', status });
      })
      .catch((error: unknown) => setState({ kind: 'error', key: statusErrorKey(error, true) }));
  }, [params, setParams, i18n]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'loading' });
    credentials.current = { reference: normalizeReference(reference), email: email.trim() };
    fetchReportStatus(credentials.current)
      .then((status) => setState({ kind: 'done', status }))
      .catch((error: unknown) => setState({ kind: 'error', key: statusErrorKey(error, false) }));
  };

  return (
    <Stack maw={560} mx="auto" my="md" px="xs" gap="md">
      <Title order={1} size="h2">
        {t('guestStatus.title')}
      </Title>
      {state.kind === 'done' ? (
        <>
          <StatusView
            status={state.status}
            onConfirmShipping={async (address) => {
              if (!credentials.current) return;
              const status = await confirmShipping({
                ...credentials.current,
                address,
                acceptQuote: true,
              });
              setState({ kind: 'done', status });
            }}
          />
          <Button variant="subtle" onClick={() => setState({ kind: 'idle' })}>
            {t('guestStatus.checkAnother')}
          </Button>
        </>
      ) : (
        <Card withBorder padding="lg" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text>{t('guestStatus.intro')}</Text>
              {state.kind === 'error' && (
                <Alert
                  color={state.key === 'guestStatus.errors.tooMany' ? 'red' : 'yellow'}
                  role="alert"
                >
                  {t(state.key)}
                </Alert>
              )}
              <TextInput
                label={t('guestStatus.reference')}
                placeholder={t('guestStatus.referencePlaceholder')}
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                required
                maxLength={40}
              />
              <TextInput
                label={t('guestStatus.email')}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                autoComplete="email"
                required
                maxLength={320}
              />
              <Button
                type="submit"
                loading={state.kind === 'loading'}
                disabled={reference.trim() === '' || email.trim() === ''}
              >
                {t('guestStatus.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
