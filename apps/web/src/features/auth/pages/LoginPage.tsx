import { useState } from 'react';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PASSWORD_MESSAGES, validateEmail } from '@arcana/shared';
import { extractErrorText } from '../../../api/error-text';
import { AuthShell } from '../../../components/AuthShell';
import { usePageTitle } from '../../../components/usePageTitle';
import { SocialButtons } from '../../oauth';
import { useLoginMutation } from '../auth.api';
import { useStartSession } from '../../sessions';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useEarlyForm } from '../../../components/early-form/useEarlyForm';
import { TwoFactorLoginStep } from '../../two-factor';

/** Router state that starts the page at the second step (an OAuth callback that needs 2FA sends it). */
interface LoginState {
  requires2FA?: boolean;
  tempToken?: string;
}

export default function LoginPage() {
  usePageTitle('Log in');
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as LoginState;
  const [secondStepToken, setSecondStepToken] = useState<string | null>(state.requires2FA && state.tempToken ? state.tempToken : null);
  const [login, { isLoading }] = useLoginMutation();
  const startSession = useStartSession();
  const [error, setError] = useState<string | null>(params.get('error'));
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => validateEmail(value, 'login'),
      password: (value) => (value ? null : PASSWORD_MESSAGES.required),
    },
  });
  const earlyForm = useEarlyForm('login', form);

  async function submit(values: typeof form.values) {
    setError(null);
    try {
      const result = await login(values).unwrap();
      if ('requires2FA' in result) return setSecondStepToken(result.tempToken);
      await startSession(result, result.user);
    } catch (failure) {
      setError(extractErrorText(failure));
    }
  }

  if (secondStepToken) {
    return (
      <AuthShell title="Two-factor authentication" subtitle="One more step to keep your collection safe.">
        <TwoFactorLoginStep tempToken={secondStepToken} onVerified={startSession} onBackToLogin={() => setSecondStepToken(null)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Welcome back" subtitle="Log in to your collection.">
      <ErrorAlert message={error} title="Login failed" onClose={() => setError(null)} />
      <form {...earlyForm} onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={isLoading} fullWidth>
            Log In
          </Button>
        </Stack>
      </form>
      <Divider label="or continue with" labelPosition="center" />
      <SocialButtons />
      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/signup">
          Sign up
        </Anchor>
      </Text>
      <Button variant="subtle" component={Link} to="/">
        Back
      </Button>
    </AuthShell>
  );
}
