import { Avatar, Button, FileButton, Group, Skeleton, Text } from '@mantine/core';
import { PICTURE_TYPES } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { usePicturePicker, useUploadProfilePictureMutation } from '../../pictures';
import { toast } from '../../../components/toast';
import { SettingsSection } from '../SettingsSection';
import { useUpdateProfileMutation } from '../settings.api';

/**
 * Choose (JPEG, PNG or WebP under 5 MB) → crop → upload → make it the profile picture. Without a
 * user yet, the picture is a skeleton and the button waits.
 */
export function PictureSection({ user, readOnly }: { user: TUser | undefined; readOnly: boolean }) {
  const [upload] = useUploadProfilePictureMutation();
  const [updateProfile, updating] = useUpdateProfileMutation();
  const { choose, error, setError, cropper } = usePicturePicker('settings', async (jpeg) => {
    const { url, key } = await upload({ picture: jpeg }).unwrap();
    await updateProfile({ pfp: { link: url, key } }).unwrap();
    toast.success('Profile Updated', 'Your new picture is saved.');
  });

  async function remove() {
    try {
      await updateProfile({ pfp: null }).unwrap();
    } catch (failure) {
      setError(extractErrorText(failure));
    }
  }

  return (
    <SettingsSection title="Profile picture" description="JPEG, PNG or WebP, under 5 MB. You choose the round crop.">
      <Group>
        {user ? (
          <Avatar src={user.pfp?.link} alt={`${user.username}'s picture`} size={96} radius={96} color="arcane">
            {user.username.slice(0, 2).toUpperCase()}
          </Avatar>
        ) : (
          <Skeleton circle height={96} />
        )}
        <Group gap="xs">
          <FileButton onChange={choose} accept={PICTURE_TYPES.join(',')} disabled={readOnly || !user}>
            {(props) => (
              <Button {...props} variant="light" disabled={readOnly || !user}>
                Change picture
              </Button>
            )}
          </FileButton>
          {user?.pfp && (
            <Button variant="subtle" color="red" onClick={() => void remove()} disabled={readOnly} loading={updating.isLoading}>
              Remove
            </Button>
          )}
        </Group>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {cropper}
    </SettingsSection>
  );
}
