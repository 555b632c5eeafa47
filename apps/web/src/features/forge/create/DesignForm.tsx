import { useState, type ReactNode } from 'react';
import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useForm } from '@mantine/form';
import { CARD_TYPES, PROJECT_LIMITS, RARITIES, RARITY_LABELS } from '@arcana/shared';
import { ZDesignBody, ZDesignPatch, type TDesign } from '@arcana/shared/schemas';
import { typeLabel } from '../../cards';
import { useAddDesignMutation, useUpdateDesignMutation } from '../../projects';
import { ArtPicker } from './ArtPicker';
import { DESIGN_FIELDS, designBody, designFormValues } from './design-form-values';
import { placeRefusal, schemaErrors } from '../../../api/form-errors';

const TYPE_OPTIONS = CARD_TYPES.map((type) => ({ value: type, label: typeLabel(type) }));
const RARITY_OPTIONS = RARITIES.map((rarity) => ({ value: rarity, label: RARITY_LABELS[rarity] }));
const STAT = { min: PROJECT_LIMITS.statMin, max: PROJECT_LIMITS.statMax, allowDecimal: false, allowNegative: false } as const;

/**
 * One card design: a new one, or one to change. A frozen design (part of a published version) keeps
 * everything but its supply cap, which may grow or shrink down to what was drawn.
 */
export function DesignForm({
  collectionId,
  design,
  onDone,
  upload,
}: {
  collectionId: string;
  design?: TDesign;
  onDone: () => void;
  /** The control that uploads the creator's own art. */
  upload?: (image: string, choose: (image: string) => void) => ReactNode;
}) {
  const [add, adding] = useAddDesignMutation();
  const [update, updating] = useUpdateDesignMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const frozen = design?.frozen ?? false;
  const form = useForm({
    initialValues: designFormValues(design),
    validate: (values) => schemaErrors(frozen ? ZDesignPatch : ZDesignBody, designBody(values)),
  });

  const save = form.onSubmit(async (values) => {
    setRefusal(null);
    const body = designBody(values);
    try {
      if (!design) await add({ collectionId, ...body }).unwrap();
      else await update({ designId: design.id, ...(frozen ? { supplyCap: body.supplyCap } : body) }).unwrap();
      onDone();
    } catch (failure) {
      setRefusal(placeRefusal(form, failure, DESIGN_FIELDS));
    }
  });

  const title = design ? `Change ${design.name}` : 'New card design';
  return (
    <form onSubmit={save} noValidate aria-label={title}>
      <Fieldset legend={title}>
        <Stack gap="md">
          {frozen && <Text c="dimmed">This design is part of a published odds version: only its supply cap can change.</Text>}
          <ErrorAlert message={refusal} />
          <TextInput
            label="Name"
            required
            disabled={frozen}
            maxLength={PROJECT_LIMITS.designNameMax}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            disabled={frozen}
            rows={2}
            resize="vertical"
            maxLength={PROJECT_LIMITS.designDescriptionMax}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select label="Type" required disabled={frozen} data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps('type')} />
            <Select
              label="Rarity"
              required
              disabled={frozen}
              data={RARITY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('rarity')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <NumberInput label="Power from" required disabled={frozen} {...STAT} {...form.getInputProps('power.0')} />
            <NumberInput label="Power to" required disabled={frozen} {...STAT} {...form.getInputProps('power.1')} />
            <NumberInput label="Defense from" required disabled={frozen} {...STAT} {...form.getInputProps('defense.0')} />
            <NumberInput label="Defense to" required disabled={frozen} {...STAT} {...form.getInputProps('defense.1')} />
          </SimpleGrid>
          <ArtPicker
            value={form.values.image}
            onChange={(image) => form.setFieldValue('image', image)}
            error={form.errors.image}
            disabled={frozen}
            upload={frozen ? undefined : upload?.(form.values.image, (image) => form.setFieldValue('image', image))}
          />
          <NumberInput
            label="Supply cap"
            description="How many cards of it can ever be drawn; empty for no limit"
            min={1}
            max={PROJECT_LIMITS.supplyCapMax}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('supplyCap')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={adding.isLoading || updating.isLoading}>
              {design ? 'Save design' : 'Add design'}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
