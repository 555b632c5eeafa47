import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { PROFILE_OAUTH_PROVIDERS, validateUsername } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { toast } from '../../../components/toast';
import { SettingsSection } from '../SettingsSection';
import { useUpdateProfileMutation } from '../settings.api';
import { EditableField } from './EditableField';
import { EmailField } from './EmailField';
import { PictureSection } from './PictureSection';
import { ProviderList } from '../../integrations';
import { PublicProfileSettings } from '../../profiles';

/** Without a user yet (the session is still being checked) the sections stand, their values as skeletons. */
export function ProfileTab({ user, readOnly }: { user: TUser | undefined; readOnly: boolean }) {
  const [updateProfile] = useUpdateProfileMutation();
  return (
    <Stack>
      <PictureSection user={user} readOnly={readOnly} />
      <SettingsSection title="Account" description="How you appear and how we reach you.">
        {user ? (
          <>
            <EditableField
              label="Username"
              value={user.username}
              validate={(value) => validateUsername(value, 'settings')}
              readOnly={readOnly}
              onSave={async (username) => {
                await updateProfile({ username }).unwrap();
                toast.success('Profile Updated', 'Your username has been changed.');
              }}
            />
            <EmailField user={user} readOnly={readOnly} />
          </>
        ) : (
          <Stack gap="sm" role="status">
            <VisuallyHidden>Loading your account</VisuallyHidden>
            <Skeleton height={46} radius="sm" aria-hidden />
            <Skeleton height={106} radius="sm" aria-hidden />
          </Stack>
        )}
      </SettingsSection>
      {user && (
        <SettingsSection id="public-profile" title="Public profile" description="A page of your own to share: off until you turn it on.">
          <PublicProfileSettings readOnly={readOnly} />
        </SettingsSection>
      )}
      {user && (
        <SettingsSection title="Sign-in accounts" description="Other accounts you can sign in with.">
          <ProviderList user={user} readOnly={readOnly} providers={PROFILE_OAUTH_PROVIDERS} />
        </SettingsSection>
      )}
    </Stack>
  );
}
