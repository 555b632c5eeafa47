import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { validateEmail } from '@arcana/shared';
import { extractErrorText } from '../../../api/error-text';
import { AuthShell } from '../../../components/AuthShell';
import { usePageTitle } from '../../../components/usePageTitle';
import { useForgotPasswordMutation } from '../auth.api';
import { ErrorAlert } from '../../../components/ErrorAlert';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: { email: (value) => validateEmail(value, 'login') } });

  async function submit(values: typeof form.values) {
    setError(null);
    try {
      setSent((await forgot(values).unwrap()).message);
    } catch (failure) {
      setError(extractErrorText(failure));
    }
  }

  return (
    <AuthShell title="Forgot your password?" subtitle="We will email you a link to choose a new one.">
      {sent ? (
        <Alert color="teal" title="Check your email" role="status">
          <Text size="sm">{sent}</Text>
          <Text size="sm">The link expires in 1 hour.</Text>
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack gap="sm">
            <ErrorAlert message={error} />
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <Button type="submit" loading={isLoading} fullWidth>
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" ta="center" size="sm">
        Back to login
      </Anchor>
    </AuthShell>
  );
}
