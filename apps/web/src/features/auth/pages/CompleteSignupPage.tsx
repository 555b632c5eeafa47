import { useEffect, useState } from 'react';
import { Anchor, Avatar, Button, FileButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useNavigate } from 'react-router';
import { EMAIL_REQUIRED_PROVIDERS, SIGNUP_FORCED_REDIRECT_MS, validateUsername } from '@arcana/shared';
import type { TPictureRef } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { signupTempToken } from '../../../api/session-storage';
import { toast } from '../../../components/toast';
import { AuthShell } from '../../../components/AuthShell';
import { usePageTitle } from '../../../components/usePageTitle';
import { useCompleteSignupMutation, useTempTokenInfoQuery } from '../auth.api';
import { keptReturnPath, returnTo, SIGNED_IN_HOME, useStartSession, VERIFICATION_REQUIRED_PATH } from '../../sessions';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePicturePicker, useUploadProfilePictureMutation } from '../../pictures';
import { SteamEmailStep } from '../components/SteamEmailStep';

export default function CompleteSignupPage() {
  usePageTitle('Complete signup');
  // Read once: the token is cleared on success, and the page must not bounce back to /signup then.
  const [tempToken] = useState(signupTempToken.read);
  const navigate = useNavigate();
  const startSession = useStartSession();
  const info = useTempTokenInfoQuery(tempToken ?? '', { skip: !tempToken });
  const [complete, { isLoading }] = useCompleteSignupMutation();
  const [error, setError] = useState<string | null>(null);
  const [picture, setPicture] = useState<TPictureRef | null>(null);
  const [uploadPicture] = useUploadProfilePictureMutation();
  // The picture is uploaded with the signup's token and claimed by complete-signup.
  const picker = usePicturePicker('signup', async (jpeg) => {
    const { url, key } = await uploadPicture({ picture: jpeg, tempToken: tempToken! }).unwrap();
    setPicture({ link: url, key });
  });
  // A provider that shares no address (Steam) has the e-mail step first.
  const [chosenEmail, setChosenEmail] = useState<string | null>(null);
  const needsEmail = info.data ? !info.data.email && (EMAIL_REQUIRED_PROVIDERS as readonly string[]).includes(info.data.provider) : false;
  const form = useForm({
    initialValues: { username: '' },
    validate: { username: (value) => validateUsername(value, 'signup') },
  });
  // The provider's name for them, when it is free and valid, is where the field starts (once).
  const suggested = info.data?.suggestedUsername;
  const { initialize } = form;
  useEffect(() => {
    if (suggested) initialize({ username: suggested });
  }, [initialize, suggested]);

  if (!tempToken) return <Navigate to="/signup" replace />;

  async function submit(values: typeof form.values) {
    setError(null);
    try {
      const result = await complete({
        tempToken: tempToken!,
        username: values.username,
        ...(picture ? { pfp: picture } : {}),
        ...(chosenEmail ? { email: chosenEmail } : {}),
        ...keptReturnPath(),
      }).unwrap();
      signupTempToken.clear();
      toast.success('Account created successfully!');
      if (result.token) {
        // The account exists and its tokens are stored: should reading the session hang, the page still
        // moves on, loading the inventory afresh (docs/product-rules.md "Accounts and sign-up").
        const forced = setTimeout(() => window.location.assign(returnTo.peek()?.path ?? SIGNED_IN_HOME), SIGNUP_FORCED_REDIRECT_MS);
        try {
          await startSession({ token: result.token, refreshToken: result.refreshToken ?? '' });
        } finally {
          clearTimeout(forced);
        }
      } else {
        void navigate(VERIFICATION_REQUIRED_PATH, {
          replace: true,
          state: { fromSignup: true, email: result.email, message: result.message, provider: info.data?.provider },
        });
      }
    } catch (failure) {
      setError(extractErrorText(failure));
    }
  }

  if (info.isLoading) return <Loader m="xl" aria-label="Loading" />;
  if (info.isError) {
    return (
      <AuthShell title="Signup expired">
        <ErrorAlert message={extractErrorText(info.error)} />
        <Anchor component={Link} to="/signup" onClick={() => signupTempToken.clear()}>
          Start again
        </Anchor>
      </AuthShell>
    );
  }

  if (needsEmail && !chosenEmail) return <SteamEmailStep tempToken={tempToken} onChosen={setChosenEmail} />;
  const signingUpAs = info.data?.email ?? chosenEmail;

  return (
    <AuthShell title="Choose your username" subtitle={signingUpAs ? <Text span>Signing up as {signingUpAs}</Text> : undefined}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <TextInput
            label="Username"
            autoComplete="username"
            required
            description="3 to 30 letters, numbers, underscores or hyphens"
            {...form.getInputProps('username')}
          />
          <Group>
            <Avatar src={picture?.link} size={64} radius={64} color="arcane" alt="Your profile picture" />
            <Stack gap={2}>
              <FileButton onChange={picker.choose} accept="image/*">
                {(props) => (
                  <Button {...props} variant="light" size="xs">
                    {picture ? 'Change picture' : 'Add a picture (optional)'}
                  </Button>
                )}
              </FileButton>
              {picker.error && (
                <Text c="red" size="xs" role="alert">
                  {picker.error}
                </Text>
              )}
            </Stack>
          </Group>
          <Button type="submit" loading={isLoading} fullWidth>
            Complete Signup
          </Button>
        </Stack>
      </form>
      {picker.cropper}
    </AuthShell>
  );
}
