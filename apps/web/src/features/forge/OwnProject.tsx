import type { ReactNode } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { extractErrorText } from '../../api/error-text';
import { useMyProjectsQuery } from '../projects';
import type { TProject } from '@arcana/shared/schemas';

/** A page of one of the creator's projects: its content once the project is found among theirs. */
export function OwnProject({ projectId, children }: { projectId: string; children: (project: TProject) => ReactNode }) {
  const { data: projects, error } = useMyProjectsQuery();
  if (error) return <Alert color="red">{extractErrorText(error)}</Alert>;
  if (!projects) return <Skeleton height={240} />;
  const project = projects.find((p) => p.id === projectId);
  if (!project) return <Alert color="red">None of your projects is this one.</Alert>;
  return children(project);
}
