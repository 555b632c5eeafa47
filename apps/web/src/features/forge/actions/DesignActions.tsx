import { Fieldset, Stack } from '@mantine/core';
import type { TDesign, TRarity } from '@arcana/shared/schemas';
import { rarityLabel } from '../../cards';
import { actionTermsText, actionText } from '../../plays';
import { ChooseOne } from '../create/ChooseOne';
import { ActionEditor } from './ActionEditor';
import { FormSection } from '../FormSection';
import { actionOf, designActionOf, type ActionsFormValues, type DesignActionFormValues } from './action-form-values';

/** What "Use the rarity’s action" means for a design, in words: the creator sees what it plays without scrolling back. */
function rarityActionText(values: ActionsFormValues, rarity: TRarity): string {
  const action = actionOf(values.rarities[rarity]);
  const label = rarityLabel(rarity);
  return action ? `${label}: ${actionText(action)} (${actionTermsText(action)})` : `${label}: none, so it cannot be played`;
}

/** Each design of the collection, on its rarity's action or one of its own, which comes first (docs/product-rules.md "Playing cards"). */
export function DesignActions({
  designs,
  values,
  onChange,
}: {
  designs: readonly TDesign[];
  values: ActionsFormValues;
  onChange: (designId: string, value: DesignActionFormValues) => void;
}) {
  return (
    <FormSection grid title="A design’s own action" intro="A design given its own action plays it in place of its rarity’s.">
      {designs.map((design) => {
        const choice = designActionOf(values, design.id);
        return (
          <Fieldset key={design.id} legend={design.name}>
            <Stack gap="sm">
              <ChooseOne
                inline
                label="Action"
                choices={[
                  { value: 'rarity', label: 'Use the rarity’s action', description: rarityActionText(values, design.rarity) },
                  { value: 'own', label: 'Its own action' },
                ]}
                value={choice.own ? 'own' : 'rarity'}
                onChange={(use) => onChange(design.id, { ...choice, own: use === 'own' })}
              />
              {choice.own && (
                <ActionEditor withNone={false} value={choice.action} onChange={(action) => onChange(design.id, { ...choice, action })} />
              )}
            </Stack>
          </Fieldset>
        );
      })}
    </FormSection>
  );
}
