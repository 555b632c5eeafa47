import { Badge, Button, Table, Text } from '@mantine/core';
import type { TMarketDesign } from '@arcana/shared/schemas';
import { keyboardScrolled } from '../../../components/keyboard-scrolled';
import { rarityLabel } from '../../cards';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** Each design on a market: its floor, how many are listed, its last sales; choosing one filters the listings by it. */
export function DesignFloors({
  designs,
  chosen,
  onChoose,
}: {
  designs: TMarketDesign[];
  chosen: string | null;
  onChoose: (key: string | null) => void;
}) {
  if (designs.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={560} scrollAreaProps={keyboardScrolled('Designs on the market')}>
      <Table verticalSpacing="xs" aria-label="Designs on the market">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Design</Table.Th>
            <Table.Th scope="col">Floor</Table.Th>
            <Table.Th scope="col">Listed</Table.Th>
            <Table.Th scope="col">Last sales</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {designs.map((design) => (
            <Table.Tr key={design.key}>
              <Table.Th scope="row">
                <Button
                  variant={chosen === design.key ? 'light' : 'subtle'}
                  size="compact-sm"
                  aria-pressed={chosen === design.key}
                  onClick={() => onChoose(chosen === design.key ? null : design.key)}
                >
                  {design.name}
                </Button>{' '}
                <Badge size="xs" variant="outline">
                  {rarityLabel(design.rarity)}
                </Badge>
              </Table.Th>
              <Table.Td>{design.floor ? `${design.floor} USDT` : '—'}</Table.Td>
              <Table.Td>{design.listed}</Table.Td>
              <Table.Td>
                {design.lastSales.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    None yet
                  </Text>
                ) : (
                  <Text size="sm">{design.lastSales.map((sale) => `${sale.price} USDT (${day(sale.soldAt)})`).join(', ')}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
