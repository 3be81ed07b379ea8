import { Alert, Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { Heading } from '@/components/heading';
import { PageLoader } from '@/components/layout/page-loader';
import { showNotification } from '@/components/overlays';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { loginHrefFor } from '@/lib/login-href';
import { serverErrorMessage } from '@/lib/server-errors';
import { invitationApi } from '../api/invitation-api';

/**
 * The owner of an invited address joins the hotel (docs/trust-model.md, "Joining a hotel by
 * invitation"): signed out, they are sent through sign-in and back (the token waits in the tab);
 * signed in, they accept as that account, and go to the hotel. The server checks that the account
 * is the invited address.
 */
export function AcceptInvitation({
  token,
  onUsed,
}: {
  token: string | null;
  /** The token was accepted: it is of no further use. */
  onUsed: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loading, user } = useAuth();
  const action = useFormAction();
  const signIn = loginHrefFor(paths.invitation.getHref());

  async function accept(value: string) {
    await action.run(
      async () => {
        const hotelId = await invitationApi.acceptInvitation(value);
        onUsed();
        void showNotification({ color: 'green', message: t('invitation.accepted') });
        void navigate(paths.hotel.getHref(hotelId), { replace: true });
      },
      (error) => t('invitation.failed', { reason: serverErrorMessage(error) }),
    );
  }

  let body;
  if (!token) body = <Alert color="yellow">{t('invitation.noToken')}</Alert>;
  else if (loading) body = <PageLoader />;
  else if (!user) {
    body = (
      <>
        <Text size="sm">{t('invitation.passwordHint')}</Text>
        <Button component={Link} to={signIn}>
          {t('invitation.signIn')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Text size="sm">{t('invitation.signedInAs', { email: user.email })}</Text>
        <Button onClick={() => void accept(token)} disabled={action.busy}>
          {action.busy ? t('invitation.accepting') : t('invitation.accept')}
        </Button>
        <FeedbackAlert feedback={action.feedback} />
        <Anchor component={Link} to={signIn} size="sm">
          {t('invitation.otherAccount')}
        </Anchor>
      </>
    );
  }

  return (
    <Card withBorder padding="xl" maw={520} mx="auto" my="xl">
      <Stack>
        <Heading title={t('invitation.title')} intro={t('invitation.intro')} />
        {body}
      </Stack>
    </Card>
  );
}
