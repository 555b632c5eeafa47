import type { ReactNode } from 'react';
import { Title } from '@mantine/core';

/** A page's section under its own h2, named by it for assistive technology (a region). */
export function TitledSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}
