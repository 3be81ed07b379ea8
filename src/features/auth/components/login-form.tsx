import { Anchor, Button, Card, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLogin, IconMail } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm, type BoundInput } from '@/components/forms/use-schema-form';
import { Heading } from '@/components/heading';
import { showNotification } from '@/components/overlays';
import { loginSchema, passwordResetSchema } from '@/domain/schemas/login';
import { sendPasswordReset } from '@/firebase/password-reset';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { NEXT_PARAM } from '@/lib/login-href';
import { passwordResetErrorMessage } from '@/lib/server-errors';
import { signIn } from '../api/auth-actions';
import { afterLoginDestination, LOGIN_REASON_KEYS } from '../post-login';

/** The identity provider refused the sign-in: thrown so that the form's action shows why. */
class SignInRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SignInRefused';
  }
}

/**
 * Staff login with a Forgot Password mode (spec §2 Login, §5, §8 messages). Its states: idle,
 * logging in (the action is busy) and the reset-password mode; both modes share the email.
 * `onSignedIn` is told where a successful sign-in leads, just before it goes there (so that the
 * screen's data can be asked for at once).
 */
export function LoginForm({ onSignedIn }: { onSignedIn?: (destination: string) => void }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [resetMode, setResetMode] = useState(false);
  const action = useFormAction();
  const { form, bind, check } = useSchemaForm({ email: '', password: '' }, action.busy);

  const loginReason = (error: unknown) => {
    const code = error instanceof SignInRefused ? error.code : '';
    if (code in LOGIN_REASON_KEYS) {
      return t(LOGIN_REASON_KEYS[code as keyof typeof LOGIN_REASON_KEYS]);
    }
    return error instanceof Error ? error.message : String(error);
  };

  async function logIn(event: FormEvent) {
    event.preventDefault();
    const { email, password } = form.getValues();
    const key = check(loginSchema, { email, password });
    if (key) return action.fail(dt(`errors.${key}`));
    await action.run(
      async () => {
        const result = await signIn(email, password);
        if (!result.ok) throw new SignInRefused(result.code, result.message);
        if (!result.claims) {
          void showNotification({
            color: 'red',
            message: t('login.claimsFailed'),
            autoClose: 5000,
          });
        }
        const destination = afterLoginDestination(result.claims, searchParams.get(NEXT_PARAM));
        onSignedIn?.(destination);
        void navigate(destination, { replace: true });
      },
      (error) => t('login.failed', { reason: loginReason(error) }),
    );
  }

  async function sendReset(event: FormEvent) {
    event.preventDefault();
    const { email } = form.getValues();
    const key = check(passwordResetSchema, { email });
    if (key) return action.fail(dt(`errors.${key}`));
    await action.run(async () => {
      await sendPasswordReset(email);
      return t('login.resetSent');
    }, passwordResetErrorMessage);
  }

  const switchMode = (reset: boolean) => {
    action.clear();
    form.clearErrors();
    setResetMode(reset);
  };

  if (resetMode) {
    return (
      <LoginCard onSubmit={sendReset}>
        <Heading title={t('login.resetTitle')} intro={t('login.resetHelp')} />
        <EmailInput autoComplete="email" {...bind('email')} />
        <FeedbackAlert feedback={action.feedback} />
        <Button type="submit" loading={action.busy} leftSection={<IconMail size={16} />}>
          {t('login.sendReset')}
        </Button>
        <Anchor component="button" type="button" onClick={() => switchMode(false)} size="sm">
          {t('login.backToLogin')}
        </Anchor>
      </LoginCard>
    );
  }

  return (
    <LoginCard onSubmit={logIn}>
      <Heading title={t('login.title')} />
      <EmailInput autoComplete="username" {...bind('email')} />
      <PasswordInput
        label={t('login.password')}
        required
        autoComplete="current-password"
        {...bind('password')}
      />
      <FeedbackAlert feedback={action.feedback} />
      <Button type="submit" disabled={action.busy} leftSection={<IconLogin size={16} />}>
        {action.busy ? t('login.loggingIn') : t('login.submit')}
      </Button>
      <Anchor component="button" type="button" onClick={() => switchMode(true)} size="sm">
        {t('login.forgotPassword')}
      </Anchor>
    </LoginCard>
  );
}

/** The card of each mode of the login page: one form, submitted by its button or Enter. */
function LoginCard({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="xl" maw={420} mx="auto" my="xl">
      <form onSubmit={(event) => void onSubmit(event)}>
        <Stack>{children}</Stack>
      </form>
    </Card>
  );
}

/** The account's email, the field each mode starts in (both modes share its value). */
function EmailInput({ autoComplete, ...input }: BoundInput & { autoComplete: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('login.email')}
      type="email"
      required
      autoComplete={autoComplete}
      {...input}
      data-autofocus
      // eslint-disable-next-line jsx-a11y/no-autofocus -- each mode has one purpose, opened on purpose: it starts in this field
      autoFocus
    />
  );
}
