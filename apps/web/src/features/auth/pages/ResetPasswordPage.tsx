import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { validatePassword, validatePasswordConfirmation } from '@arcana/shared';
import { linkFailureOf, type LinkFailure } from '../../../api/error-text';
import { AuthShell } from '../../../components/AuthShell';
import { LinkErrorAlert } from '../../../components/LinkErrorAlert';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { usePageTitle } from '../../../components/usePageTitle';
import { useResetPasswordMutation } from '../auth.api';

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const token = useSearchParams()[0].get('token');
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<LinkFailure | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => validatePassword(value),
      confirmPassword: (value, values) => validatePasswordConfirmation(values.password, value),
    },
  });

  if (!token) return <Navigate to="/forgot-password" replace />;

  async function submit(values: typeof form.values) {
    setError(null);
    try {
      await reset({ token: token!, password: values.password }).unwrap();
      setDone(true);
    } catch (failure) {
      setError(linkFailureOf(failure));
    }
  }

  return (
    <AuthShell title="Choose a new password">
      {done ? (
        <Alert color="teal" role="status" title="Done">
          <Text size="sm">Your password has been reset successfully!</Text>
          <Anchor component={Link} to="/login" size="sm">
            Go to login
          </Anchor>
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack gap="sm">
            {error && <LinkErrorAlert {...error} renewPath="/forgot-password" renewLabel="Request a new reset link" />}
            <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordChecklist password={form.values.password} />
            <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
            <Button type="submit" loading={isLoading} fullWidth>
              Reset Password
            </Button>
          </Stack>
        </form>
      )}
    </AuthShell>
  );
}
