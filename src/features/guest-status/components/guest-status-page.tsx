import { toLanguage } from '@/domain/language';
import { Button, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import type { GetReportStatusRequest, GetReportStatusResponse } from '@/domain/guest-status';
import type { MessagePhotoUpload } from '@/domain/messages';
import { normalizeReference } from '@/domain/reference';
import { statusLookupSchema } from '@/domain/schemas/status-lookup';
import { useLoad } from '@/hooks/use-load';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { refusalKey, serverErrorMessage } from '@/lib/server-errors';
import {
  confirmShipping,
  fetchReportStatus,
  postGuestMessage,
  requestErasure,
} from '../api/report-status';
import { StatusLookupForm } from './status-lookup-form';
import { StatusView } from './status-view';

/** A report the guest proved is theirs, and how (the same proof confirms shipping details). */
interface Answer {
  credentials: GetReportStatusRequest;
  status: GetReportStatusResponse;
}

/**
 * The public status page: the status of a mail link's report (`token`), or of the
 * report whose reference and email the guest enters; then the guest can check another.
 * `onForgetToken` drops the tab's copy of the link's token (use-mail-link-token.ts), so that a
 * reload no longer opens a report the guest left or a link that no longer works.
 */
export function GuestStatusPage({
  token,
  onForgetToken = () => undefined,
}: {
  token: string | null;
  onForgetToken?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const action = useFormAction();
  // Kept here rather than in the form, so that "Check another report" finds what was typed.
  const { form, bind, check } = useSchemaForm({ reference: '', email: '' }, action.busy);
  const link = useLoad(token, async () => {
    // Runs only with a token (a null key loads nothing).
    const status = await fetchReportStatus({ token: token ?? '' }).catch((error: unknown) => {
      // A link that no longer works (an erased or unknown report) is not tried again on a reload.
      if (refusalKey(error) === 'guestStatus.errors.token') onForgetToken();
      throw error;
    });
    // A mail link opens in the language the guest reported in.
    if (status.language !== i18n.language) void i18n.changeLanguage(status.language);
    return status;
  });
  // Undefined until the guest acts on the page; from then on this, not the mail link, is shown
  // (null: the lookup form).
  const [own, setOwn] = useState<Answer | null>();

  const byLink = own === undefined && token !== null;
  const linkAnswer: Answer | null =
    token && link.status === 'success' ? { credentials: { token }, status: link.data } : null;
  const answer = own === undefined ? linkAnswer : own;
  const linkError =
    byLink && link.status === 'error'
      ? serverErrorMessage(link.error, t('guestStatus.errors.generic'))
      : null;

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    const { reference, email } = form.getValues();
    const credentials = { reference: normalizeReference(reference), email: email.trim() };
    const key = check(statusLookupSchema, credentials);
    if (key) return action.fail(dt(`errors.${key}`));
    await action.run(
      async () => {
        setOwn({ credentials, status: await fetchReportStatus(credentials) });
      },
      (error) => serverErrorMessage(error, t('guestStatus.errors.generic')),
    );
  }

  async function confirm({ credentials }: Answer, address: string) {
    const status = await confirmShipping({ ...credentials, address, acceptQuote: true });
    setOwn({ credentials, status });
  }

  async function erase({ credentials }: Answer) {
    const status = await requestErasure({ ...credentials, confirm: true });
    // Erasure deletes the report's mail links: this tab's copy goes too.
    if (status.erasure?.state === 'erased') onForgetToken();
    setOwn({ credentials, status });
  }

  async function post({ credentials }: Answer, text: string, photos: MessagePhotoUpload[]) {
    const status = await postGuestMessage({
      ...credentials,
      text,
      photos,
      language: toLanguage(i18n.language),
    });
    setOwn({ credentials, status });
  }

  return (
    <Stack maw={560} mx="auto" my="md" px="xs" gap="md">
      <Title order={1} size="h2">
        {t('guestStatus.title')}
      </Title>
      {answer ? (
        <>
          <StatusView
            status={answer.status}
            onConfirmShipping={(address) => confirm(answer, address)}
            onRequestErasure={() => erase(answer)}
            onPostMessage={(text, photos) => post(answer, text, photos)}
          />
          <Button
            variant="subtle"
            onClick={() => {
              onForgetToken();
              setOwn(null);
            }}
          >
            {t('guestStatus.checkAnother')}
          </Button>
        </>
      ) : (
        <StatusLookupForm
          bind={bind}
          // The guest's own lookup answers for itself; before one, a failed mail link says why.
          error={action.feedback?.text ?? (action.busy ? null : linkError)}
          loading={action.busy || (byLink && link.status === 'loading')}
          ready={statusLookupSchema.safeParse(form.getValues()).success}
          onSubmit={(event) => void lookUp(event)}
        />
      )}
    </Stack>
  );
}
