import { useRef, useState } from 'react';
import { Button, Code, Group, Image, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { validateTotpCode } from '@arcana/shared';
import type { TTwoFactorSetupResponse } from '@arcana/shared/schemas';
import { useConfirmationRequest } from '../../api/confirmation-prompt';
import { extractErrorText, isConfirmationDeclined } from '../../api/error-text';
import { CodeInput } from '../../components/CodeInput';
import { toast } from '../../components/toast';
import { useCopy } from '../../components/useCopy';
import { useReturnFocus } from '../../components/useReturnFocus';
import { useStepFocus } from '../../components/useStepFocus';
import { BackupCodesStep } from './BackupCodesStep';
import { ManageStep } from './ManageStep';
import { useCloseGuard } from './useCloseGuard';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useRegenerateBackupCodesMutation,
  useSetupTwoFactorMutation,
  useTwoFactorStatusQuery,
} from './two-factor.api';

type Step = 'intro' | 'setup' | 'verify' | 'success' | 'manage' | 'regenerate';

const TITLES: Record<Step, string> = {
  intro: 'Two-Factor Authentication',
  setup: 'Scan the QR code',
  verify: 'Enter the code',
  success: 'Save your backup codes',
  manage: 'Two-Factor Authentication',
  regenerate: 'Regenerate backup codes?',
};

/**
 * Intro → setup → verify → success to turn it on; manage (regenerate after a confirmation, disable)
 * once it is on. The codes cannot be left by accident: closing before ticking that they are saved
 * asks once more. Mounted only while open, so each opening starts from the step the account's state
 * calls for.
 */
export function TwoFactorDialog({ enabled, account, onClose }: { enabled: boolean; account: string; onClose: () => void }) {
  const [step, setStep] = useState<Step>(enabled ? 'manage' : 'intro');
  const [setup, setSetup] = useState<TTwoFactorSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const guard = useCloseGuard(step === 'success' && !saved, onClose);
  useReturnFocus();
  const stepRef = useStepFocus(step);
  const codeRef = useRef<HTMLInputElement>(null);
  // Escape belongs to "Confirm it's you" while it is open above this dialog.
  const confirming = useConfirmationRequest() !== null;
  const secretCopy = useCopy('Select the key and copy it by hand.');
  const status = useTwoFactorStatusQuery(undefined, { skip: !enabled });
  const [startSetup, starting] = useSetupTwoFactorMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [regenerate, regenerating] = useRegenerateBackupCodesMutation();

  async function run(action: () => Promise<void>) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (!isConfirmationDeclined(failure)) setError(extractErrorText(failure));
    }
  }

  const begin = () =>
    run(async () => {
      setSetup(await startSetup().unwrap());
      setStep('setup');
    });

  const verify = (value = code) => {
    if (enabling.isLoading) return;
    const invalid = validateTotpCode(value);
    if (invalid) return setError(invalid);
    void run(async () => {
      try {
        await enable({ token: value }).unwrap();
      } catch (failure) {
        // The boxes stayed enabled while checking, so focus can go straight back to the first one.
        setCode('');
        codeRef.current?.focus();
        throw failure;
      }
      toast.success('2FA Enabled', 'Two-factor authentication is now on.');
      setCodes(setup?.backupCodes ?? []);
      setStep('success');
    });
  };

  const regenerateCodes = () =>
    run(async () => {
      const { backupCodes } = await regenerate().unwrap();
      toast.success('Backup Codes Regenerated', 'Your old backup codes no longer work.');
      setCodes(backupCodes);
      setStep('success');
    });

  const turnOff = (password: string) =>
    run(async () => {
      await disable({ password }).unwrap();
      toast.success('2FA Disabled', 'Two-factor authentication is now off.');
      onClose();
    });

  return (
    <Modal opened onClose={guard.close} closeOnEscape={!confirming} title={TITLES[step]} centered>
      <div ref={stepRef}>
        {step === 'intro' && (
          <Stack>
            <Text>
              Protect your account with a second step at login: a 6-digit code from an authenticator app such as Google Authenticator,
              1Password or Authy.
            </Text>
            {error && (
              <Text c="red" role="alert">
                {error}
              </Text>
            )}
            <Button onClick={() => void begin()} loading={starting.isLoading}>
              Get Started
            </Button>
          </Stack>
        )}

        {step === 'setup' && setup && (
          <Stack align="center">
            <Text>Scan this QR code with your authenticator app, or type the key below into it.</Text>
            <Image src={setup.qrCode} alt="QR code for your authenticator app" w={200} h={200} />
            <Group gap="xs">
              <Code fz="sm" data-testid="totp-secret">
                {setup.secret}
              </Code>
              <Tooltip label={secretCopy.copied ? 'Copied' : 'Copy key'}>
                <Button size="xs" variant="light" onClick={() => void secretCopy.copy(setup.secret)}>
                  {secretCopy.copied ? 'Copied' : 'Copy'}
                </Button>
              </Tooltip>
            </Group>
            <Button fullWidth onClick={() => setStep('verify')}>
              Next
            </Button>
          </Stack>
        )}

        {step === 'verify' && (
          <Stack>
            <Text>Enter the 6-digit code your authenticator app shows now.</Text>
            <CodeInput ref={codeRef} value={code} onChange={setCode} onComplete={verify} error={error} />
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => setStep('setup')}>
                Back
              </Button>
              <Button onClick={() => verify()} loading={enabling.isLoading}>
                Verify
              </Button>
            </Group>
          </Stack>
        )}

        {step === 'success' && (
          <BackupCodesStep
            codes={codes}
            account={account}
            saved={saved}
            onSavedChange={setSaved}
            warned={guard.warned}
            onContinue={onClose}
          />
        )}

        {step === 'manage' && (
          <ManageStep
            status={status.data}
            error={error}
            disabling={disabling.isLoading}
            onRegenerate={() => {
              setError(null);
              setStep('regenerate');
            }}
            onDisable={(password) => void turnOff(password)}
            onInvalid={setError}
          />
        )}

        {step === 'regenerate' && (
          <Stack>
            <Text>New backup codes replace the ones you have now: your old backup codes stop working at once.</Text>
            {error && (
              <Text c="red" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('manage')}>
                Cancel
              </Button>
              <Button onClick={() => void regenerateCodes()} loading={regenerating.isLoading}>
                Regenerate
              </Button>
            </Group>
          </Stack>
        )}
      </div>
    </Modal>
  );
}
