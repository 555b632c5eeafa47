import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import { PICTURE_TYPES, validatePictureFile } from '@arcana/shared';
import type { TUser } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { PictureCropper } from '../../../components/picture/PictureCropper';
import { toast } from '../../../components/toast';
import { SettingsSection } from '../SettingsSection';
import { useUpdateProfileMutation, useUploadProfilePictureMutation } from '../settings.api';

/** Choose (JPEG, PNG or WebP under 5 MB) → crop → upload → make it the profile picture. */
export function PictureSection({ user, readOnly }: { user: TUser; readOnly: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, uploading] = useUploadProfilePictureMutation();
  const [updateProfile, updating] = useUpdateProfileMutation();

  function choose(chosen: File | null) {
    if (!chosen) return;
    const invalid = validatePictureFile(chosen, 'settings');
    setError(invalid);
    if (!invalid) setFile(chosen);
  }

  async function save(jpeg: Blob) {
    try {
      const { url, key } = await upload({ picture: jpeg }).unwrap();
      await updateProfile({ pfp: { link: url, key } }).unwrap();
      setFile(null);
      toast.success('Profile Updated', 'Your new picture is saved.');
    } catch (failure) {
      setFile(null);
      setError(extractErrorText(failure));
    }
  }

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
        <Avatar src={user.pfp?.link} alt={`${user.username}'s picture`} size={96} radius={96} color="arcane">
          {user.username.slice(0, 2).toUpperCase()}
        </Avatar>
        <Group gap="xs">
          <FileButton onChange={choose} accept={PICTURE_TYPES.join(',')} disabled={readOnly}>
            {(props) => (
              <Button {...props} variant="light" disabled={readOnly}>
                Change picture
              </Button>
            )}
          </FileButton>
          {user.pfp && (
            <Button variant="subtle" color="red" onClick={() => void remove()} disabled={readOnly} loading={updating.isLoading && !file}>
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
      {file && (
        <PictureCropper
          file={file}
          onCancel={() => setFile(null)}
          onSave={(jpeg) => void save(jpeg)}
          saving={uploading.isLoading || updating.isLoading}
        />
      )}
    </SettingsSection>
  );
}
