import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import type { TModeratedProject } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import { keyboardScrolled } from '../../components/keyboard-scrolled';
import { useModeratedProjectsQuery, useRestoreProjectMutation, useSuspendProjectMutation } from '../projects';
import { ReasonDialog } from './ReasonDialog';
import { numberText } from '@arcana/shared';

/** Suspend (with the reason the creator is told) or restore one project. */
function ModerationAction({ project, readOnly }: { project: TModeratedProject; readOnly: boolean }) {
  const [suspend] = useSuspendProjectMutation();
  const [restore, restoring] = useRestoreProjectMutation();
  const [asking, setAsking] = useState(false);
  if (project.suspended)
    return (
      <Button
        size="xs"
        variant="default"
        disabled={readOnly}
        loading={restoring.isLoading}
        aria-label={`Restore ${project.name}`}
        onClick={() =>
          void restore(project.id)
            .unwrap()
            .then(() => toast.success('Project Restored', `${project.name} is public again.`))
            .catch((error: unknown) => toast.error('Could not restore', extractErrorText(error)))
        }
      >
        Restore
      </Button>
    );
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color="red"
        disabled={readOnly}
        onClick={() => setAsking(true)}
        aria-label={`Suspend ${project.name}`}
      >
        Suspend
      </Button>
      {asking && (
        <ReasonDialog
          title={`Suspend ${project.name}`}
          action="Suspend"
          onConfirm={async (reason) => {
            await suspend({ projectId: project.id, reason }).unwrap();
            toast.success('Project Suspended', `${project.name} is hidden and its draws have stopped.`);
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

/**
 * The published projects, newest first, suspended ones too (docs/product-rules.md "Projects and odds"):
 * an admin finds one by name or address and suspends it (hidden, draws stop) or restores it.
 */
export function ProjectModeration({ readOnly }: { readOnly: boolean }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useModeratedProjectsQuery({ q: q || undefined, page });
  return (
    <Stack component="section" aria-labelledby="published-projects">
      <Title order={2} size="h3" id="published-projects">
        Published projects
      </Title>
      <TextInput
        label="Find a project"
        placeholder="Name or address"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {error ? (
        <Alert color="red">{extractErrorText(error)}</Alert>
      ) : !data ? (
        <Skeleton height={120} />
      ) : data.projects.length === 0 ? (
        <Text>No published project matches.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560} scrollAreaProps={keyboardScrolled('Published projects')}>
          <Table verticalSpacing="xs" aria-label="Published projects" aria-busy={isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Project</Table.Th>
                <Table.Th scope="col">Creator</Table.Th>
                <Table.Th scope="col">Cards drawn</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.projects.map((project) => (
                <Table.Tr key={project.id}>
                  <Table.Th scope="row">
                    {project.suspended ? (
                      project.name
                    ) : (
                      <Anchor component={Link} to={`/projects/${project.slug}`}>
                        {project.name}
                      </Anchor>
                    )}
                    <Text size="xs" c="dimmed" fw={400}>
                      /projects/{project.slug}
                    </Text>
                  </Table.Th>
                  <Table.Td>{project.owner ?? 'Arcana'}</Table.Td>
                  <Table.Td>{numberText(project.collected)}</Table.Td>
                  <Table.Td>
                    {project.suspended ? (
                      <>
                        <Badge color="red" variant="light">
                          Suspended
                        </Badge>
                        <Text size="sm">{project.suspendedReason}</Text>
                      </>
                    ) : (
                      <Badge color="green" variant="light">
                        Public
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ModerationAction project={project} readOnly={readOnly} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && (page > 1 || data.hasMore) && (
        <Group>
          <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Button variant="default" size="xs" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </Group>
      )}
    </Stack>
  );
}
