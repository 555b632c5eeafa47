import { Table } from '@mantine/core';

/** A table's head: one row naming its columns, each a column header to a screen reader. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
