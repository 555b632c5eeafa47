import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { InventoryFilter } from './inventory-view';
import { BottomSheet } from './BottomSheet';
import { filterLabel } from './InventoryFilters';

/**
 * Phones: the rarity list, the project, the collections, sort and view fold into one 'Filters'
 * button, so the first cards are on the first screen. The button names the active filters.
 */
export function FiltersDrawer({
  filter,
  projectName,
  children,
}: {
  filter: InventoryFilter;
  /** The chosen project's name, when one is chosen. */
  projectName?: string;
  children: ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const active = [...(filter.kind === 'all' ? [] : [filterLabel(filter)]), ...(projectName ? [projectName] : [])];
  return (
    <>
      <Button variant={active.length > 0 ? 'light' : 'default'} onClick={open} aria-haspopup="dialog" maw="100%">
        Filters
        {active.length > 0 && (
          <Text span size="sm" ml={6} fw={700} truncate="end">
            · {active.join(' · ')}
          </Text>
        )}
      </Button>
      <BottomSheet opened={opened} onClose={close} title="Filters" closeButtonProps={{ 'aria-label': 'Close filters' }}>
        <Stack gap="lg" pb="md">
          {children}
          <Button variant="light" onClick={close}>
            Done
          </Button>
        </Stack>
      </BottomSheet>
    </>
  );
}
