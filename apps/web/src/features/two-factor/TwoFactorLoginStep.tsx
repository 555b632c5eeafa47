import { useRef, useState } from 'react';
import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { normalizeBackupCode, validateBackupCode, validateTotpCode } from '@arcana/shared';
import type { TSessionTokens, TUser } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { BackupCodeInput } from '../../components/BackupCodeInput';
import { CodeInput } from '../../components/CodeInput';
import { useVerifyLoginMutation } from './two-factor.api';

/**
 * The login page's second step (docs/product-rules.md "Two-factor"): a code from the authenticator app,
 * or a backup code. A refused code clears what was typed, shows the server's words and puts focus back
 * in the field; the field stays enabled while a code is checked, so focus never leaves it for the page.
 */
export function TwoFactorLoginStep({
  tempToken,
  onVerified,
  onBackToLogin,
}: {
  tempToken: string;
  onVerified: (session: TSessionTokens, user: TUser) => void | Promise<void>;
  onBackToLogin: () => void;
}) {
  const [mode, setMode] = useState<'app' | 'backup'>('app');
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [verifyLogin, { isLoading }] = useVerifyLoginMutation();
  const fieldRef = useRef<HTMLInputElement>(null);

  async function verify(proof: { totpToken: string } | { backupCode: string }) {
    if (isLoading) return;
    setError(null);
    try {
      const { user, ...session } = await verifyLogin({ tempToken, trustDevice, ...proof }).unwrap();
      await onVerified(session, user);
    } catch (failure) {
      setCode('');
      setBackupCode('');
      setError(extractErrorText(failure));
      fieldRef.current?.focus();
    }
  }

  function submitCode(value = code) {
    const invalid = validateTotpCode(value);
    if (invalid) return setError(invalid);
    void verify({ totpToken: value });
  }

  function submitBackupCode() {
    const invalid = validateBackupCode(backupCode);
    if (invalid) return setError(invalid);
    void verify({ backupCode: normalizeBackupCode(backupCode) });
  }

  function switchTo(next: 'app' | 'backup') {
    setMode(next);
    setError(null);
  }

  const remember = (
    <Checkbox label="Remember this device for 30 days" checked={trustDevice} onChange={(e) => setTrustDevice(e.currentTarget.checked)} />
  );
  const leave = (
    <Group justify="space-between">
      <Button variant="subtle" component={Link} to="/">
        Cancel
      </Button>
      <Button variant="subtle" onClick={onBackToLogin}>
        Back to login
      </Button>
    </Group>
  );

  if (mode === 'backup') {
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitBackupCode();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text>Enter one of the backup codes you saved when you turned on two-factor authentication.</Text>
          <BackupCodeInput ref={fieldRef} value={backupCode} onChange={setBackupCode} error={error} />
          {remember}
          <Button type="submit" loading={isLoading} fullWidth>
            Verify with Backup Code
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => switchTo('app')}>
            Use authenticator app instead
          </Anchor>
          {leave}
        </Stack>
      </form>
    );
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submitCode();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text>Enter the 6-digit code from your authenticator app.</Text>
        <CodeInput ref={fieldRef} value={code} onChange={setCode} onComplete={submitCode} error={error} />
        {remember}
        <Button type="submit" loading={isLoading} fullWidth>
          Verify
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => switchTo('backup')}>
          Use a backup code instead
        </Anchor>
        {leave}
      </Stack>
    </form>
  );
}
