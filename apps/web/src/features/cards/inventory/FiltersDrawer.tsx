import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { InventoryFilter } from './inventory-view';
import { BottomSheet } from './BottomSheet';
import { filterLabel } from './InventoryFilters';

/**
 * Phones: the rarity list, the collections, sort and view fold into one 'Filters' button, so the
 * first cards are on the first screen. The button names the active filter.
 */
export function FiltersDrawer({ filter, children }: { filter: InventoryFilter; children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const active = filter.kind !== 'all';
  return (
    <>
      <Button variant={active ? 'light' : 'default'} onClick={open} aria-haspopup="dialog">
        Filters
        {active && (
          <Text span size="sm" ml={6} fw={700}>
            · {filterLabel(filter)}
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
