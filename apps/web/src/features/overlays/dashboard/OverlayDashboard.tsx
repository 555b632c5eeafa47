import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { extractErrorText } from '../../../api/error-text';
import { useOverlayQuery } from '../overlays.api';
import { OverlayAddress } from './OverlayAddress';
import { OverlayControls } from './OverlayControls';
import { OverlayLookForm } from './OverlayLookForm';
import { OverlaySettingsForm } from './OverlaySettingsForm';

/** A project's stream overlay, for its creator (docs/product-rules.md "Stream overlay"). */
export function OverlayDashboard({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { data: overlay, error } = useOverlayQuery(projectId);
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!overlay) return <Skeleton height={320} />;
  // Each form starts again from what is saved when its own part changes (saved here or in another
  // tab), not when the other's does: pausing, the volume and the look are set apart.
  const { templates, sounds, colors, paused: _paused, volume: _volume, ...shown } = overlay.settings;
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        {projectName} ·{' '}
        <Anchor component={Link} to="/stream-overlay">
          How to add it to OBS
        </Anchor>
      </Text>
      <OverlayControls overlay={overlay} />
      <OverlayAddress projectId={projectId} />
      <OverlaySettingsForm key={JSON.stringify(shown)} overlay={overlay} />
      <OverlayLookForm key={JSON.stringify([templates, sounds, colors])} overlay={overlay} projectName={projectName} />
    </Stack>
  );
}
