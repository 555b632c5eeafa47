import { useEffect, useId, useState } from 'react';
import Cropper, { type Area, type Point, type Size } from 'react-easy-crop';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { CROPPER_ZOOM_MAX, CROPPER_ZOOM_MIN, CROPPER_ZOOM_STEP } from '@arcana/shared';
import { useReturnFocus } from '../../components/useReturnFocus';
import { cropToJpeg } from './crop-image';

/**
 * An arrow key moves the picture by this share of the round frame (Shift: a fifth of it, the
 * library's fine step), so framing by keyboard takes a few presses instead of a pixel each.
 */
const KEYBOARD_STEP_SHARE = 0.05;

/**
 * The round cropper of settings and complete-signup: square aspect, zoom 1 to 3 in steps of 0.1,
 * Cancel and Save; Save hands back a JPEG of the framed square.
 */
export function PictureCropper({
  file,
  onCancel,
  onSave,
  saving,
}: {
  file: File;
  onCancel: () => void;
  onSave: (jpeg: Blob) => void;
  saving?: boolean;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(CROPPER_ZOOM_MIN);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [frame, setFrame] = useState<Size | null>(null);
  const hintId = useId();
  useReturnFocus();

  useEffect(() => {
    // A data URL needs no revoking, so nothing leaks whichever way the dialog closes.
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => setError('The picture could not be read');
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  async function save() {
    if (!src || !area) return;
    try {
      onSave(await cropToJpeg(src, area));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The picture could not be saved');
    }
  }

  return (
    <Modal opened onClose={onCancel} title="Crop your picture" centered>
      <Stack>
        <Box pos="relative" h={300} bg="dark.8" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={CROPPER_ZOOM_MIN}
              maxZoom={CROPPER_ZOOM_MAX}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              onCropSizeChange={setFrame}
              keyboardStep={frame ? frame.width * KEYBOARD_STEP_SHARE : 1}
              // Arrow keys belong to this area, so screen readers must pass them through (application).
              cropperProps={{ role: 'application', 'aria-label': 'Picture position', 'aria-describedby': hintId }}
            />
          )}
        </Box>
        <Text size="sm" c="dimmed" id={hintId}>
          Drag the picture, or focus it and use the arrow keys (Shift for small steps).
        </Text>
        <Text size="sm" id="cropper-zoom-label">
          Zoom
        </Text>
        <Slider
          min={CROPPER_ZOOM_MIN}
          max={CROPPER_ZOOM_MAX}
          step={CROPPER_ZOOM_STEP}
          value={zoom}
          onChange={setZoom}
          label={(value) => `${value.toFixed(1)}×`}
          thumbProps={{ 'aria-labelledby': 'cropper-zoom-label' }}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!area}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
