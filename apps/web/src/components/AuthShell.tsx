import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import classes from './AuthShell.module.css';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}

/** The frame of every account page: a centred panel, with optional artwork beside it. */
export function AuthShell({ title, subtitle, children, aside }: AuthShellProps) {
  return (
    <div className={classes.page} data-with-aside={aside ? 'true' : undefined}>
      {aside && <div className={classes.aside}>{aside}</div>}
      <Paper className={classes.panel} p="xl" radius="lg">
        <Stack gap="md">
          <div>
            {/* The page's own heading: these pages have no other. */}
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
