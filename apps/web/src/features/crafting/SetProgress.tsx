import { Group, Progress, Stack, Text } from '@mantine/core';
import { CRAFTING_LIMITS } from '@arcana/shared';
import type { TCraftingDesign, TCraftingSetProgress } from '@arcana/shared/schemas';
import { BadgeMedal } from '../../components/BadgeMedal';

/**
 * How far the collector is from a set's next badge level: the designs of it they hold, and those
 * they lack.
 */
export function setStanding(set: TCraftingSetProgress, designs: readonly TCraftingDesign[]) {
  const ofSet = set.designIds.flatMap((id) => designs.find((design) => design.id === id) ?? []);
  const missing = ofSet.filter((design) => design.held === 0);
  const top = set.level >= CRAFTING_LIMITS.badgeLevelMax;
  return { total: ofSet.length, held: ofSet.length - missing.length, missing, complete: missing.length === 0 && !top, top };
}

/**
 * A set's line: its medal at its level (or none yet), its progress to the next level, what is
 * missing.
 */
export function SetProgress({
  set,
  designs,
  action,
}: {
  set: TCraftingSetProgress;
  designs: readonly TCraftingDesign[];
  action?: React.ReactNode;
}) {
  const { total, held, missing, top } = setStanding(set, designs);
  const levelText = set.level > 0 ? `Level ${set.level} of ${CRAFTING_LIMITS.badgeLevelMax}` : 'No badge yet';
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <div style={{ opacity: set.level > 0 ? 1 : 0.35 }}>
        <BadgeMedal level={set.level} size={44} />
      </div>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{set.name}</Text>
          <Text size="sm" c="dimmed">
            {levelText}
          </Text>
        </Group>
        {!top && (
          <>
            <Progress value={total === 0 ? 0 : (held / total) * 100} aria-label={`${set.name}: ${held} of ${total} designs held`} />
            <Text size="sm" c="dimmed">
              {held} of {total} designs held
              {missing.length > 0 && ` — missing ${missing.map((design) => design.name).join(', ')}`}
            </Text>
          </>
        )}
        {action}
      </Stack>
    </Group>
  );
}
