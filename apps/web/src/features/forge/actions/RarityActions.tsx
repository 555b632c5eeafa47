import { Fieldset } from '@mantine/core';
import type { TRarity } from '@arcana/shared/schemas';
import { rarityLabel } from '../../cards';
import { ActionEditor } from './ActionEditor';
import { FormSection } from '../FormSection';
import type { ActionFormValues } from './action-form-values';

/** Each rarity's action, for the rarities the collection has designs of: what its cards do unless their design has its own. */
export function RarityActions({
  rarities,
  values,
  onChange,
}: {
  rarities: readonly TRarity[];
  values: Record<TRarity, ActionFormValues>;
  onChange: (rarity: TRarity, value: ActionFormValues) => void;
}) {
  return (
    <FormSection grid title="By rarity" intro="Every card of a rarity plays its action. A rarity with none cannot be played.">
      {rarities.map((rarity) => (
        <Fieldset key={rarity} legend={rarityLabel(rarity)}>
          <ActionEditor withNone value={values[rarity]} onChange={(value) => onChange(rarity, value)} />
        </Fieldset>
      ))}
    </FormSection>
  );
}
