import { Table, Text } from '@mantine/core';
import type { TOddsVersionSummary } from '@arcana/shared/schemas';
import { keyboardScrolled } from '../../components/keyboard-scrolled';
import { mediumDate } from '../../components/medium-date';

const STATUS_LABELS: Record<TOddsVersionSummary['status'], string> = {
  in_review: 'In review',
  published: 'In force',
  rejected: 'Rejected',
  superseded: 'Superseded',
};

const date = (at: string | null) => (at ? mediumDate(at) : '—');

/** Every published version of a collection, newest first: its SHA-256 (what a card names) and its dates. */
export function VersionList({ versions }: { versions: TOddsVersionSummary[] }) {
  // A draft's preview: its first version is the one submitting makes.
  if (versions.length === 0) return <Text c="dimmed">None yet: the first is made when the collection is submitted.</Text>;
  return (
    <Table.ScrollContainer minWidth={480} scrollAreaProps={keyboardScrolled('Odds versions')}>
      <Table verticalSpacing="xs" aria-label="Odds versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Version</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Published</Table.Th>
            <Table.Th scope="col">Replaced</Table.Th>
            <Table.Th scope="col">SHA-256</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.id}>
              <Table.Th scope="row">{version.number}</Table.Th>
              <Table.Td>{STATUS_LABELS[version.status]}</Table.Td>
              <Table.Td>{date(version.publishedAt)}</Table.Td>
              <Table.Td>{date(version.supersededAt)}</Table.Td>
              <Table.Td>
                <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
                  {version.hash}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
