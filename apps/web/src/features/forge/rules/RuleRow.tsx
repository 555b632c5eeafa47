import { useState } from 'react';
import { Anchor, Button, Group, Loader, Switch, Table, Text } from '@mantine/core';
import type { TRule } from '@arcana/shared/schemas';
import { api } from '../../../api/api';
import { errorCode, extractErrorText } from '../../../api/error-text';
import { useAppDispatch } from '../../../state/store';
import { capsText, conditionText, rewardText, ruleName, SOURCE_LABELS } from '../../rewards';
import { useChangeRuleMutation } from './rules.api';
import { numberText } from '@arcana/shared';

/** Why turning the rule on or off was refused, and whether connecting the Twitch channel settles it. */
interface Refusal {
  message: string;
  needsTwitch: boolean;
}

/**
 * One rule: its source and condition, reward, caps, draws granted and budget left, and its switch
 * (docs/product-rules.md "Earning rules"). A rule Arcana turned off says why.
 */
export function RuleRow({
  rule,
  projectId,
  onEditCaps,
  onPointAtTwitch,
}: {
  rule: TRule;
  projectId: string;
  onEditCaps: (rule: TRule) => void;
  onPointAtTwitch: () => void;
}) {
  const dispatch = useAppDispatch();
  const [change, changing] = useChangeRuleMutation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const name = ruleName(rule);

  async function turn(enabled: boolean) {
    if (changing.isLoading) return;
    setRefusal(null);
    try {
      await change({ ruleId: rule.id, enabled }).unwrap();
    } catch (failure) {
      const needsTwitch = errorCode(failure) === 'TWITCH_NOT_CONNECTED';
      // The channel may have changed since it was read (disconnected, or its consent withdrawn on Twitch).
      if (needsTwitch) dispatch(api.util.invalidateTags([{ type: 'TwitchChannel', id: projectId }]));
      setRefusal({ message: extractErrorText(failure), needsTwitch });
    }
  }

  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        <Text fw={600} size="sm">
          {SOURCE_LABELS[rule.terms.source]}
        </Text>
        <Text size="sm">{conditionText(rule.terms)}</Text>
        {rule.disabledReason && (
          <Text size="sm" c="yellow.4">
            Turned off by Arcana: {rule.disabledReason}
          </Text>
        )}
        {refusal && (
          <Text size="sm" c="red.4" role="alert">
            {refusal.message}{' '}
            {refusal.needsTwitch && (
              <Anchor component="button" type="button" size="sm" onClick={onPointAtTwitch}>
                Go to the Twitch channel
              </Anchor>
            )}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Switch
            size="md"
            onLabel="On"
            offLabel="Off"
            checked={rule.enabled}
            onChange={(event) => void turn(event.currentTarget.checked)}
            aria-label={`Enable ${name}`}
            aria-busy={changing.isLoading}
          />
          {changing.isLoading && <Loader size="xs" aria-label="Saving" />}
        </Group>
      </Table.Td>
      <Table.Td>{rewardText(rule.terms)}</Table.Td>
      <Table.Td>{capsText(rule.caps)}</Table.Td>
      <Table.Td>{numberText(rule.granted)}</Table.Td>
      <Table.Td>{rule.budgetLeft === null ? 'No budget' : numberText(rule.budgetLeft)}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="default" onClick={() => onEditCaps(rule)} aria-label={`Change caps of ${name}`}>
          Caps
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
