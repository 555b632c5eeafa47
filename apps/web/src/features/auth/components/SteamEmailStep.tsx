import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { validateEmail } from '@arcana/shared';
import { extractErrorText } from '../../../api/error-text';
import { signupTempToken } from '../../../api/session-storage';
import { AuthShell } from '../../../components/AuthShell';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useCheckEmailForSteamMutation } from '../auth.api';
import { VERIFICATION_REQUIRED_PATH } from '../../sessions';

/**
 * Complete-signup's first step for Steam, which shares no address
 * (docs/product-rules.md "Accounts and sign-up"): the address is checked first. One that already has a
 * verified account gets a link to add Steam to it; any other goes on to the username.
 */
export function SteamEmailStep({ tempToken, onChosen }: { tempToken: string; onChosen: (email: string) => void }) {
  const navigate = useNavigate();
  const [check, { isLoading }] = useCheckEmailForSteamMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: { email: (value) => validateEmail(value, 'format') } });

  async function submit({ email }: { email: string }) {
    setError(null);
    try {
      const result = await check({ tempToken, email }).unwrap();
      if (!result.needsLinking) return onChosen(email);
      signupTempToken.clear();
      void navigate(VERIFICATION_REQUIRED_PATH, {
        replace: true,
        state: { provider: 'steam', email, message: result.message, fromSignup: true },
      });
    } catch (failure) {
      setError(extractErrorText(failure));
    }
  }

  return (
    <AuthShell title="Add your email" subtitle="Steam does not share an email address. Which one should we use?">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" loading={isLoading} fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
