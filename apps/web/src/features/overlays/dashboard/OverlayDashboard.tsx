import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { extractErrorText } from '../../../api/error-text';
import { useOverlayQuery } from '../overlays.api';
import { OverlayAddress } from './OverlayAddress';
import { OverlayControls } from './OverlayControls';
import { OverlaySettingsForm } from './OverlaySettingsForm';

/** A project's stream overlay, for its creator (docs/product-rules.md "Stream overlay"). */
export function OverlayDashboard({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { data: overlay, error } = useOverlayQuery(projectId);
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!overlay) return <Skeleton height={320} />;
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
      <OverlaySettingsForm key={JSON.stringify({ ...overlay.settings, paused: null, volume: null })} overlay={overlay} />
    </Stack>
  );
}
