import { Table, Text, Title } from '@mantine/core';
import type { TSeedChain } from '@arcana/shared/schemas';
import { keyboardScrolled } from '../../components/keyboard-scrolled';
import classes from './Fairness.module.css';
import { numberText } from '@arcana/shared';
import { ColumnHeads } from '../../components/ColumnHeads';

/** The collector's seed chains, latest first: each one's head, and how far its draws have gone (docs/decisions/047). */
export function SeedChains({ chains }: { chains: TSeedChain[] }) {
  return (
    <>
      <Title order={3}>Your seed chains</Title>
      {chains.length === 0 ? (
        <Text c="dimmed">None yet. Your chain in a project is published the first time you look at it or draw there.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} scrollAreaProps={keyboardScrolled('Your seed chains')}>
          <Table verticalSpacing="xs" aria-label="Your seed chains">
            <ColumnHeads columns={['Project', 'Head', 'Drawn', 'Published']} />
            <Table.Tbody>
              {chains.map((chain) => (
                <Table.Tr key={chain.head}>
                  <Table.Th scope="row">
                    {chain.project.name}
                    {chain.number > 1 && ` (chain ${chain.number})`}
                  </Table.Th>
                  <Table.Td className={classes.mono}>{chain.head}</Table.Td>
                  <Table.Td>
                    {numberText(chain.drawn)} of {numberText(chain.length)}
                  </Table.Td>
                  <Table.Td>{new Date(chain.publishedAt).toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
