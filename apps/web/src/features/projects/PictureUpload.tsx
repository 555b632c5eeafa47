import { useRef, useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { PICTURE_TYPES, PROJECT_PICTURE_SIZES, validatePictureFile } from '@arcana/shared';
import type { TProjectPictureKind } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { useUploadProjectPictureMutation } from './pictures.api';
import classes from './Projects.module.css';

const LABELS: Record<TProjectPictureKind, string> = { cover: 'cover', avatar: 'avatar', art: 'card art' };

interface PictureUploadProps {
  projectId: string;
  kind: TProjectPictureKind;
  /** The picture shown now, by its address; null while there is none. */
  current: string | null;
  /** The new picture's address: a cover or avatar is the project's already; art is for a design to take as its image. */
  onUploaded?: (url: string) => void;
  /** What the picture belongs to, for its alt text: the project's name, or the design's. */
  owner?: string;
  disabled?: boolean;
}

/**
 * A project picture's upload (docs/product-rules.md "Projects and odds"): JPEG, PNG or WebP under 5 MB,
 * checked here with the settings picture's messages before anything is sent (the server decides by the
 * bytes all the same). The picture shows in a frame of its kept shape, so nothing moves when it arrives.
 */
export function PictureUpload({ projectId, kind, current, onUploaded, owner, disabled }: PictureUploadProps) {
  const [upload, { isLoading }] = useUploadProjectPictureMutation();
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const label = LABELS[kind];
  const { width, height } = PROJECT_PICTURE_SIZES[kind];

  async function choose(file: File | null) {
    // The same file chosen again, after a refusal, must reach onChange again.
    resetRef.current?.();
    if (!file) return;
    const invalid = validatePictureFile(file, 'settings');
    setError(invalid);
    if (invalid) return;
    try {
      const { url } = await upload({ projectId, kind, picture: file }).unwrap();
      onUploaded?.(url);
    } catch (failure) {
      setError(extractErrorText(failure));
    }
  }

  return (
    <Stack gap="xs">
      {/* Art is chosen among the artworks' tiles, where an upload shows too: an empty frame would only take room. */}
      {(current || kind !== 'art') && (
        <div className={classes.pictureFrame} data-kind={kind} style={{ aspectRatio: `${width} / ${height}` }} aria-busy={isLoading}>
          {current ? (
            <img
              className={classes.framed}
              src={current}
              alt={owner ? `${owner}’s ${label}` : `The ${label}`}
              width={width}
              height={height}
            />
          ) : (
            <Text size="sm" c="dimmed">
              No {label} yet
            </Text>
          )}
        </div>
      )}
      <Group gap="xs">
        <FileButton
          onChange={(file) => void choose(file)}
          accept={PICTURE_TYPES.join(',')}
          resetRef={resetRef}
          disabled={disabled || isLoading}
        >
          {(props) => (
            <Button {...props} variant="light" loading={isLoading} disabled={disabled}>
              {current ? `Change ${label}` : `Upload ${label}`}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          JPEG, PNG or WebP, under 5 MB; kept at {width} × {height} px.
        </Text>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
