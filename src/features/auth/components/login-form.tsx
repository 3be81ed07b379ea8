import { Anchor, Button, Card, PasswordInput, Stack, TextInput } from '@mantine/core';
import { FeedbackAlert, type Feedback } from '@/components/feedback-alert';
import { Heading } from '@/components/heading';
import { showNotification } from '@/components/overlays';
import { IconLogin, IconMail } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sendPasswordReset } from '@/firebase/password-reset';
import { NEXT_PARAM } from '@/lib/login-href';
import { passwordResetErrorMessage } from '@/lib/server-errors';
import { signIn } from '../api/auth-actions';
import { afterLoginDestination, LOGIN_REASON_KEYS } from '../post-login';

type Mode = 'idle' | 'logging-in' | 'reset';

/** Staff login with a Forgot Password mode (spec §2 Login, §8 messages). */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>('idle');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sendingReset, setSendingReset] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const loginReason = (code: string, message: string) =>
    code in LOGIN_REASON_KEYS
      ? t(LOGIN_REASON_KEYS[code as keyof typeof LOGIN_REASON_KEYS])
      : message;

  async function handleLogin(event: FormEvent) {
    event.preventDefault();
    setFeedback(null);
    setMode('logging-in');
    const result = await signIn(email, password);
    if (!result.ok) {
      setMode('idle');
      setFeedback({
        kind: 'error',
        text: t('login.failed', { reason: loginReason(result.code, result.message) }),
      });
      return;
    }
    if (!result.claims) {
      void showNotification({ color: 'red', message: t('login.claimsFailed'), autoClose: 5000 });
    }
    void navigate(afterLoginDestination(result.claims, searchParams.get(NEXT_PARAM)), {
      replace: true,
    });
  }

  async function handleReset(event: FormEvent) {
    event.preventDefault();
    setFeedback(null);
    setSendingReset(true);
    try {
      await sendPasswordReset(email);
      setFeedback({ kind: 'success', text: t('login.resetSent') });
    } catch (error) {
      setFeedback({ kind: 'error', text: passwordResetErrorMessage(error) });
    } finally {
      setSendingReset(false);
    }
  }

  const switchMode = (next: Mode) => {
    setFeedback(null);
    setMode(next);
  };

  const feedbackAlert = <FeedbackAlert feedback={feedback} />;

  if (mode === 'reset') {
    return (
      <Card withBorder padding="xl" maw={420} mx="auto" my="xl">
        <form onSubmit={(event) => void handleReset(event)}>
          <Stack>
            <Heading title={t('login.resetTitle')} intro={t('login.resetHelp')} />
            <TextInput
              label={t('login.email')}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              data-autofocus
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the user chose this mode by a click; the field it asks for takes the focus
              autoFocus
            />
            {feedbackAlert}
            <Button type="submit" loading={sendingReset} leftSection={<IconMail size={16} />}>
              {t('login.sendReset')}
            </Button>
            <Anchor component="button" type="button" onClick={() => switchMode('idle')} size="sm">
              {t('login.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Card>
    );
  }

  const loggingIn = mode === 'logging-in';
  return (
    <Card withBorder padding="xl" maw={420} mx="auto" my="xl">
      <form onSubmit={(event) => void handleLogin(event)}>
        <Stack>
          <Heading title={t('login.title')} />
          <TextInput
            label={t('login.email')}
            type="email"
            required
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            disabled={loggingIn}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page has one purpose; it starts in its first field
            autoFocus
          />
          <PasswordInput
            label={t('login.password')}
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            disabled={loggingIn}
          />
          {feedbackAlert}
          <Button type="submit" disabled={loggingIn} leftSection={<IconLogin size={16} />}>
            {loggingIn ? t('login.loggingIn') : t('login.submit')}
          </Button>
          <Anchor component="button" type="button" onClick={() => switchMode('reset')} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}
