import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { LineIcon, type LineIconName } from './LineIcon';
import classes from './NoticePanel.module.css';

interface NoticePanelProps {
  icon: LineIconName;
  title: string;
  children: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
}

/** A page's one message in a panel: coming soon, nothing yet, access required, log in first. */
export function NoticePanel({ icon, title, children, action }: NoticePanelProps) {
  return (
    <div className={classes.notice}>
      <span className={classes.icon}>
        <LineIcon name={icon} size={28} />
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
