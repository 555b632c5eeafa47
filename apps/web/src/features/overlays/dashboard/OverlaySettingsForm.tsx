import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
  type NumberInputProps,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { OVERLAY_ANCHORS, OVERLAY_LIMITS, OVERLAY_MESSAGES, RARITIES, type TOverlayAnchor } from '@arcana/shared';
import { RULE_SOURCES, ZOverlaySettings, type TOverlay, type TRarity, type TRuleSource } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { toast } from '../../../components/toast';
import { rarityLabel } from '../../cards';
import { SOURCE_LABELS } from '../../rewards';
import { useChangeOverlayMutation } from '../overlays.api';

const EVERY_DRAW = 'every';

/** Each anchor as a streamer names the spot. */
const POSITION_WORDS: Record<TOverlayAnchor, string> = {
  'top-left': 'Top left',
  top: 'Top',
  'top-right': 'Top right',
  left: 'Left',
  center: 'Middle',
  right: 'Right',
  'bottom-left': 'Bottom left',
  bottom: 'Bottom',
  'bottom-right': 'Bottom right',
};
const POSITIONS = OVERLAY_ANCHORS.map((anchor) => ({ value: anchor, label: POSITION_WORDS[anchor] }));
const SHOWN_FROM = [
  { value: EVERY_DRAW, label: 'Every draw' },
  ...RARITIES.slice(1, -1).map((rarity) => ({ value: rarity, label: `${rarityLabel(rarity)} and rarer` })),
  { value: 'legendary', label: 'Legendary only' },
];

interface Values {
  shownFrom: string;
  displaySeconds: number | string;
  volume: number;
  expireMinutes: number | string;
  anchor: string;
  scalePercent: number;
  showQr: boolean;
  grantSources: string[];
}

/** Checked with the contract's own rules, in its words, before anything is sent. */
const within = (field: 'displaySeconds' | 'volume' | 'expireMinutes', message: string) => (value: number | string) =>
  ZOverlaySettings.shape[field].safeParse(Number(value)).success && value !== '' ? null : message;

/** A whole number within its limits; one out of them stays as typed, for the form to say why. */
function WholeNumber({ limits, ...props }: NumberInputProps & { limits: { min: number; max: number } }) {
  return <NumberInput min={limits.min} max={limits.max} allowDecimal={false} clampBehavior="none" {...props} />;
}

/** Which draws show, for how long, how loud, where and how large, how long an alert may wait to be shown, and which grants show too. */
export function OverlaySettingsForm({ overlay }: { overlay: TOverlay }) {
  const { settings, projectId } = overlay;
  const [change, changing] = useChangeOverlayMutation();
  const form = useForm<Values>({
    initialValues: {
      shownFrom: settings.minRarity ?? EVERY_DRAW,
      displaySeconds: settings.displaySeconds,
      volume: settings.volume,
      expireMinutes: settings.expireMinutes,
      anchor: settings.anchor,
      scalePercent: settings.scalePercent,
      showQr: settings.showQr,
      grantSources: settings.grantSources,
    },
    validate: {
      displaySeconds: within('displaySeconds', OVERLAY_MESSAGES.displaySeconds),
      expireMinutes: within('expireMinutes', OVERLAY_MESSAGES.expireMinutes),
    },
  });

  const save = form.onSubmit(async (values) => {
    const answer = await change({
      projectId,
      minRarity: values.shownFrom === EVERY_DRAW ? null : (values.shownFrom as TRarity),
      displaySeconds: Number(values.displaySeconds),
      volume: values.volume,
      expireMinutes: Number(values.expireMinutes),
      anchor: values.anchor as TOverlayAnchor,
      scalePercent: values.scalePercent,
      showQr: values.showQr,
      grantSources: values.grantSources as TRuleSource[],
    });
    if ('data' in answer) toast.success('Overlay settings saved');
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overlay-settings">
      <form noValidate aria-labelledby="overlay-settings" onSubmit={save}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="overlay-settings">
            Settings
          </Title>
          <ErrorAlert message={changing.error ? extractErrorText(changing.error) : null} />
          <Select label="Show" data={SHOWN_FROM} allowDeselect={false} {...form.getInputProps('shownFrom')} />
          <WholeNumber
            label="Display time (seconds)"
            description="A rarer card’s reveal may take a little longer."
            limits={OVERLAY_LIMITS.displaySeconds}
            {...form.getInputProps('displaySeconds')}
          />
          <div>
            <Text size="sm" fw={500} id="overlay-volume">
              Volume
            </Text>
            <Text size="xs" c="dimmed">
              The reveal’s sounds, made in the page; 0 is silent.
            </Text>
            <Slider
              min={OVERLAY_LIMITS.volume.min}
              max={OVERLAY_LIMITS.volume.max}
              label={(value) => `${value}`}
              thumbLabel="Volume"
              mt="xs"
              {...form.getInputProps('volume')}
            />
          </div>
          <Select
            label="Position"
            description="Where alerts stand on the stream."
            data={POSITIONS}
            allowDeselect={false}
            {...form.getInputProps('anchor')}
          />
          <div>
            <Text size="sm" fw={500}>
              Size
            </Text>
            <Slider
              min={OVERLAY_LIMITS.scalePercent.min}
              max={OVERLAY_LIMITS.scalePercent.max}
              step={5}
              label={(value) => `${value} %`}
              thumbLabel="Size"
              mt="xs"
              {...form.getInputProps('scalePercent')}
            />
          </div>
          <Switch label="QR code to the draw’s proof" {...form.getInputProps('showQr', { type: 'checkbox' })} />
          <WholeNumber
            label="Alerts wait (minutes)"
            description="An alert not shown by then, with OBS closed or the source hidden, is let go."
            limits={OVERLAY_LIMITS.expireMinutes}
            {...form.getInputProps('expireMinutes')}
          />
          <Checkbox.Group
            label="Alerts for earning"
            description="Draws earned from these show on stream too, as ‘pixelfan earned 2 draws — followed the channel’; a burst is one alert."
            {...form.getInputProps('grantSources')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {RULE_SOURCES.map((source) => (
                <Checkbox key={source} value={source} label={SOURCE_LABELS[source]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={changing.isLoading}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
