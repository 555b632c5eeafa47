import { useEffect, useRef, useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { RARITIES } from '@arcana/shared';
import type { TOverlaySettings, TRarity } from '@arcana/shared/schemas';
import { rarityLabel } from '../../cards';
import { PREVIEW_PAGE_URL, previewMessageOf, sendPreview } from './preview-link';
import { sampleAlert, type SampleKind } from './sample-alerts';
import classes from './OverlayPreview.module.css';

const RARITY_OPTIONS = RARITIES.map((rarity) => ({ value: rarity, label: rarityLabel(rarity) }));
const SAMPLES: Array<{ kind: SampleKind; label: string }> = [
  { kind: 'draw', label: 'Show a draw' },
  { kind: 'grant', label: 'Show draws earned' },
  { kind: 'play', label: 'Show a play' },
  { kind: 'badge', label: 'Show a badge' },
];

/**
 * The overlay page itself, framed here with the settings as they are being edited, fed sample alerts
 * from this dashboard alone (docs/product-rules.md "Stream overlay"): nothing reaches the stream's
 * queue, nothing is acknowledged. Paused or not, the preview shows.
 */
export function OverlayPreview({ projectName, settings }: { projectName: string; settings: TOverlaySettings }) {
  const frame = useRef<HTMLIFrameElement>(null);
  /** How many times the page has said it listens: each load is told the settings again. */
  const [loads, setLoads] = useState(0);
  const [rarity, setRarity] = useState<TRarity>('legendary');
  const sent = useRef(0);

  useEffect(() => {
    const heard = (event: MessageEvent) => {
      if (previewMessageOf(event, frame.current?.contentWindow)?.type === 'ready') setLoads((n) => n + 1);
    };
    window.addEventListener('message', heard);
    return () => window.removeEventListener('message', heard);
  }, []);
  // Told again when any of them changes; compared by value: a form may edit its values in place.
  const told = JSON.stringify({ ...settings, paused: false });
  useEffect(() => {
    const page = frame.current?.contentWindow;
    if (loads > 0 && page) sendPreview(page, { type: 'settings', projectName, settings: JSON.parse(told) as TOverlaySettings });
  }, [loads, projectName, told]);

  const show = (kind: SampleKind) => {
    const page = frame.current?.contentWindow;
    if (page) sendPreview(page, { type: 'alert', alert: sampleAlert(kind, rarity, ++sent.current) });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="overlay-preview" className={classes.preview}>
      <Title order={3} size="h4" id="overlay-preview">
        Live preview
      </Title>
      <Text size="sm" c="dimmed">
        Your overlay as your stream shows it, with the look you are editing. Samples show here only: nothing reaches your stream.
      </Text>
      <div className={classes.stage}>
        <iframe ref={frame} src={PREVIEW_PAGE_URL} title="Live preview of your overlay" className={classes.frame} />
      </div>
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label="Sample rarity"
          data={RARITY_OPTIONS}
          value={rarity}
          onChange={(event) => setRarity(event.currentTarget.value as TRarity)}
        />
        {SAMPLES.map(({ kind, label }) => (
          <Button key={kind} variant="default" onClick={() => show(kind)} disabled={loads === 0}>
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
