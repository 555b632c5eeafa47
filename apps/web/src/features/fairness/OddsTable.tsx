import { Table, Text } from '@mantine/core';
import { CARD_TYPES, RARITIES, RARITY_ODDS_PERCENT, RARITY_STAT_RANGES, RARITY_STARS } from '@arcana/shared';
import { rarityLabel } from '../cards';

/** The odds, from the very constants the server draws with: what this table says is what the draw does. */
export function OddsTable() {
  return (
    <>
      <Table.ScrollContainer minWidth={320} maw={640}>
        <Table verticalSpacing="xs" aria-label="Rarity odds">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Rarity</Table.Th>
              <Table.Th scope="col">Chance</Table.Th>
              <Table.Th scope="col">Power and defense</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RARITIES.map((rarity) => (
              <Table.Tr key={rarity}>
                <Table.Th scope="row" fw={600}>
                  <span aria-hidden>{'★'.repeat(RARITY_STARS[rarity])} </span>
                  {rarityLabel(rarity)}
                </Table.Th>
                <Table.Td>{RARITY_ODDS_PERCENT[rarity]}%</Table.Td>
                <Table.Td>
                  {RARITY_STAT_RANGES[rarity][0]} to {RARITY_STAT_RANGES[rarity][1]}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text c="dimmed" size="sm">
        Each of the {CARD_TYPES.length} types is equally likely, then one of the two cards of that type and rarity; power and defense are
        each drawn evenly from the rarity’s range.
      </Text>
    </>
  );
}
