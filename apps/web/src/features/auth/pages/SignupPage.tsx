import { useEffect, useState } from 'react';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import {
  CLIENT_MESSAGES,
  CODE_MESSAGES,
  REDIRECT_LONG_DELAY_MS,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  type ErrorCode,
} from '@arcana/shared';
import { errorCode, extractErrorText } from '../../../api/error-text';
import { signupTempToken } from '../../../api/session-storage';
import { AuthShell } from '../../../components/AuthShell';
import { usePageTitle } from '../../../components/usePageTitle';
import { ParallaxArt } from '../components/ParallaxArt';
import { TermsDialog } from '../components/TermsDialog';
import { useSignupMutation } from '../auth.api';
import { VERIFICATION_REQUIRED_PATH } from '../../sessions';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useEarlyForm } from '../../../components/early-form/useEarlyForm';

/**
 * What the signup page shows for a refused address (docs/product-rules.md "Accounts and sign-up"): held
 * by a verified account, or by one that signs in another way (a provider); anything else as the server
 * words it.
 */
const SIGNUP_REFUSALS: Partial<Record<ErrorCode, string>> = {
  EMAIL_TAKEN_VERIFIED: CLIENT_MESSAGES.alreadyVerified,
  EMAIL_TAKEN_UNVERIFIED: 'This email is already linked to an account that uses a different login method. Please log in with that method.',
};

function signupErrorText(failure: unknown): string {
  const code = errorCode(failure);
  return (code && SIGNUP_REFUSALS[code]) ?? extractErrorText(failure);
}

export default function SignupPage() {
  usePageTitle('Sign up');
  const navigate = useNavigate();
  const [signup, { isLoading }] = useSignupMutation();
  const [termsOpen, setTermsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [redirectToLogin, setRedirectToLogin] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', confirmPassword: '', terms: false },
    validate: {
      email: (value) => validateEmail(value, 'signup'),
      password: (value) => validatePassword(value),
      confirmPassword: (value, values) => validatePasswordConfirmation(values.password, value),
      terms: (value) => (value ? null : CODE_MESSAGES.termsRequired),
    },
  });
  const earlyForm = useEarlyForm('signup', form);

  useEffect(() => {
    if (!redirectToLogin) return;
    const timer = setTimeout(() => void navigate('/login'), REDIRECT_LONG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, redirectToLogin]);

  async function submit(values: typeof form.values) {
    setError(null);
    try {
      const result = await signup({ email: values.email, password: values.password }).unwrap();
      if ('requiresUsername' in result) {
        signupTempToken.store(result.tempToken);
        void navigate('/complete-signup');
      } else if ('requiresEmailVerification' in result) {
        void navigate(VERIFICATION_REQUIRED_PATH, { state: { message: result.message, fromSignup: true, email: values.email } });
      } else {
        setError(CLIENT_MESSAGES.unexpectedSignup);
      }
    } catch (failure) {
      if (errorCode(failure) === 'SIGNUP_EXPIRED') setRedirectToLogin(true);
      setError(signupErrorText(failure));
    }
  }

  return (
    <AuthShell title="Create your account" subtitle="Start collecting cards in a minute." aside={<ParallaxArt />}>
      <ErrorAlert message={error}>{redirectToLogin && <Text size="sm">Taking you to the login page…</Text>}</ErrorAlert>
      <form {...earlyForm} onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            description="8 to 12 characters, with an uppercase letter, a lowercase letter and a number"
            {...form.getInputProps('password')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Checkbox
            {...form.getInputProps('terms', { type: 'checkbox' })}
            label={
              <>
                I accept the{' '}
                <Anchor component="button" type="button" fz="inherit" onClick={() => setTermsOpen(true)}>
                  Terms of Service and Privacy Policy
                </Anchor>
              </>
            }
          />
          <Button type="submit" loading={isLoading} disabled={!form.values.terms} fullWidth>
            Continue
          </Button>
          <Button variant="subtle" component={Link} to="/login">
            Back to Login
          </Button>
        </Stack>
      </form>
      <TermsDialog opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </AuthShell>
  );
}
