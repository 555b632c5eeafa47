import {
  Button,
  ColorInput,
  Fieldset,
  type ColorInputProps,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OVERLAY_TEMPLATE_KINDS,
  OVERLAY_TEMPLATE_MAX,
  OVERLAY_TEMPLATE_WORDS,
  RARITIES,
  RARITY_COLORS,
  type TOverlayTemplateKind,
} from '@arcana/shared';
import { ZOverlayTemplates, type TOverlay, type TOverlayColors, type TOverlaySounds, type TOverlayTemplates } from '@arcana/shared/schemas';
import { extractErrorText } from '../../../api/error-text';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { toast } from '../../../components/toast';
import { playReveal, rarityLabel } from '../../cards';
import { SoundChoice } from '../../plays';
import { OverlayPreview } from '../preview/OverlayPreview';
import { useChangeOverlayMutation } from '../overlays.api';

interface Values {
  templates: TOverlayTemplates;
  sounds: TOverlaySounds;
  colors: TOverlayColors;
}

const TEMPLATE_LABELS: Record<TOverlayTemplateKind, string> = { draw: 'A draw', grant: 'Draws earned', play: 'A play', badge: 'A badge' };
const wordsOf = (kind: TOverlayTemplateKind) => OVERLAY_TEMPLATE_WORDS[kind].map((word) => `{${word}}`).join(' ');

/** Checked with the contract's own rules, in its words, before anything is sent. */
const templateError = (kind: TOverlayTemplateKind) => (value: string) => {
  const checked = ZOverlayTemplates.shape[kind].safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

/** A colour of the look, typed as #rrggbb or picked from the screen. */
function ColorField({ label, ...props }: ColorInputProps & { label: string }) {
  const picking = { 'aria-label': `Pick the ${label.toLowerCase()} colour from the screen` };
  return <ColorInput label={label} format="hex" eyeDropperButtonProps={picking} {...props} />;
}

/**
 * How the overlay's alerts read, sound and look (docs/product-rules.md "Stream overlay"): a caption
 * per kind from a template, a sound of the library per rarity and per kind, the text's and panel's
 * colours and the accent; beside it, the live preview of the look as it is edited.
 */
export function OverlayLookForm({ overlay, projectName }: { overlay: TOverlay; projectName: string }) {
  const { settings, projectId } = overlay;
  const [change, changing] = useChangeOverlayMutation();
  const form = useForm<Values>({
    // A copy: the store's objects are frozen, and the form sets a nested field in place.
    initialValues: structuredClone({ templates: settings.templates, sounds: settings.sounds, colors: settings.colors }),
    validate: {
      templates: Object.fromEntries(OVERLAY_TEMPLATE_KINDS.map((kind) => [kind, templateError(kind)])) as Record<
        TOverlayTemplateKind,
        (value: string) => string | null
      >,
    },
  });
  const { templates, sounds, colors } = form.values;
  const setSounds = (change: Partial<TOverlaySounds>) => form.setFieldValue('sounds', { ...sounds, ...change });

  const save = form.onSubmit(async (values) => {
    const answer = await change({ projectId, ...values });
    if ('data' in answer) toast.success('Overlay look saved');
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overlay-look">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form noValidate aria-labelledby="overlay-look" onSubmit={save}>
          <Stack gap="sm">
            <Title order={2} size="h3" id="overlay-look">
              Look and sound
            </Title>
            <ErrorAlert message={changing.error ? extractErrorText(changing.error) : null} />
            <Fieldset legend="Captions">
              <Stack gap="xs">
                {OVERLAY_TEMPLATE_KINDS.map((kind) => (
                  <TextInput
                    key={kind}
                    label={TEMPLATE_LABELS[kind]}
                    description={`Words: ${wordsOf(kind)}`}
                    maxLength={OVERLAY_TEMPLATE_MAX}
                    {...form.getInputProps(`templates.${kind}`)}
                  />
                ))}
              </Stack>
            </Fieldset>
            <Fieldset legend="Sounds">
              <Stack gap="xs">
                {RARITIES.map((rarity) => (
                  <SoundChoice
                    key={rarity}
                    label={`${rarityLabel(rarity)} draw`}
                    value={sounds.rarities[rarity] ?? null}
                    onChange={(sound) => setSounds({ rarities: { ...sounds.rarities, [rarity]: sound ?? undefined } })}
                    none={{ label: 'The reveal’s own', preview: (volume) => playReveal(rarity, volume) }}
                  />
                ))}
                <SoundChoice
                  label="Draws earned"
                  value={sounds.grant}
                  onChange={(grant) => setSounds({ grant })}
                  none={{ label: 'A chime', preview: (volume) => playReveal('common', volume) }}
                />
                <SoundChoice
                  label="A play"
                  value={sounds.play}
                  onChange={(play) => setSounds({ play })}
                  none={{ label: 'Its rarity’s draw sound', preview: (volume) => playReveal('rare', volume) }}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend="Colours">
              <Stack gap="xs">
                <ColorField label="Text" {...form.getInputProps('colors.text')} />
                <ColorField label="Panel" {...form.getInputProps('colors.panel')} />
                <Switch
                  label="Each rarity’s own accent"
                  checked={colors.accent === null}
                  onChange={(event) =>
                    form.setFieldValue('colors.accent', event.currentTarget.checked ? null : (colors.accent ?? RARITY_COLORS.legendary))
                  }
                />
                {colors.accent !== null && <ColorField label="Accent" {...form.getInputProps('colors.accent')} />}
              </Stack>
            </Fieldset>
            <Group>
              <Button type="submit" loading={changing.isLoading}>
                Save look
              </Button>
            </Group>
          </Stack>
        </form>
        <OverlayPreview projectName={projectName} settings={{ ...settings, templates, sounds, colors }} />
      </SimpleGrid>
    </Paper>
  );
}
