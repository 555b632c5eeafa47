import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { ForgeIcon, type ForgeIconName } from './ForgeIcon';
import classes from './ForgeNotice.module.css';

interface ForgeNoticeProps {
  icon: ForgeIconName;
  title: string;
  children: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
}

/** The one-message panel of the Create and Manage tabs: coming soon, empty, or access required. */
export function ForgeNotice({ icon, title, children, action }: ForgeNoticeProps) {
  return (
    <div className={classes.notice}>
      <span className={classes.icon}>
        <ForgeIcon name={icon} size={28} />
      </span>
      <Title order={2} className={classes.title}>
        {title}
      </Title>
      <Text c="dimmed" className={classes.text}>
        {children}
      </Text>
      {action && <div className={classes.action}>{action}</div>}
    </div>
  );
}
