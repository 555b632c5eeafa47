import { useState } from 'react';
import { Table, VisuallyHidden } from '@mantine/core';
import type { TRule } from '@arcana/shared/schemas';
import { keyboardScrolled } from '../../../components/keyboard-scrolled';
import { EditCapsDialog } from './EditCapsDialog';
import { RuleRow } from './RuleRow';

/** A collection's rules, each with its figures and switch; a rule's caps change in a dialog. */
export function RulesTable({
  rules,
  label,
  projectId,
  onPointAtTwitch,
}: {
  rules: TRule[];
  label: string;
  projectId: string;
  onPointAtTwitch: () => void;
}) {
  const [editing, setEditing] = useState<TRule | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={760} scrollAreaProps={keyboardScrolled(label)}>
        <Table verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Rule</Table.Th>
              <Table.Th scope="col">On</Table.Th>
              <Table.Th scope="col">Grants</Table.Th>
              <Table.Th scope="col">Caps</Table.Th>
              <Table.Th scope="col">Draws granted</Table.Th>
              <Table.Th scope="col">Budget left</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule) => (
              <RuleRow key={rule.id} rule={rule} projectId={projectId} onEditCaps={setEditing} onPointAtTwitch={onPointAtTwitch} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <EditCapsDialog rule={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
