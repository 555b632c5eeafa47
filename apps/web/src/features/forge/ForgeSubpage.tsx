import type { ReactNode } from 'react';
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import layout from '../../components/PageLayout.module.css';
import { usePageTitle } from '../../components/usePageTitle';
import { ForgeMembersOnly } from './ForgeMembersOnly';

/** A page of The Forge beyond its tabs (a collection's rules, a project's overlay): the way back, its title, and members only. */
export function ForgeSubpage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <Anchor component={Link} to="/forge?tab=manage" size="sm">
          <span aria-hidden>← </span>
          Manage Collections
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </header>
      <ForgeMembersOnly>{children}</ForgeMembersOnly>
    </div>
  );
}
