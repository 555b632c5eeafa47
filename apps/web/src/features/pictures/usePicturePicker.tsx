import { useState } from 'react';
import { validatePictureFile } from '@arcana/shared';
import { extractErrorText } from '../../api/error-text';
import { PictureCropper } from './PictureCropper';

/**
 * Choose a file (checked against the screen's rule) → the round cropper → `upload` the JPEG. Returns
 * the file handler, the error to show and the cropper to render while a file is being framed.
 */
export function usePicturePicker(screen: 'settings' | 'signup', upload: (jpeg: Blob) => Promise<void>) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function choose(chosen: File | null) {
    if (!chosen) return;
    const invalid = validatePictureFile(chosen, screen);
    setError(invalid);
    if (!invalid) setFile(chosen);
  }

  async function save(jpeg: Blob) {
    setSaving(true);
    try {
      await upload(jpeg);
    } catch (failure) {
      setError(extractErrorText(failure));
    } finally {
      setSaving(false);
      setFile(null);
    }
  }

  const cropper = file && <PictureCropper file={file} onCancel={() => setFile(null)} onSave={(jpeg) => void save(jpeg)} saving={saving} />;
  return { choose, error, setError, cropper };
}
