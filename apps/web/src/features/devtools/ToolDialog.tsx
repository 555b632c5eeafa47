import type { ComponentType } from 'react';
import { Modal } from '@mantine/core';
import { useMediaMatch } from '../../components/useMediaMatch';
import { ApiExplorerTool } from './ApiExplorerTool';
import { EmailTesterTool } from './EmailTesterTool';
import { NotificationTesterTool } from './NotificationTesterTool';
import { SteamAchievementsTool } from './SteamAchievementsTool';
import type { ToolWidget, ToolWidgetId } from './tool-widgets';
import classes from './ToolDialog.module.css';

const TOOLS: Record<ToolWidgetId, ComponentType> = {
  'api-explorer': ApiExplorerTool,
  'steam-achievements': SteamAchievementsTool,
  'notification-tester': NotificationTesterTool,
  'email-tester': EmailTesterTool,
};

/**
 * One tool, open over the grid: large on a wide screen, the whole screen on a phone. The dialog traps
 * the focus (each tool marks where it starts with data-autofocus), Escape closes it, and the focus
 * goes back to the card that opened it. A tool is mounted only while open, so nothing loads before.
 */
export function ToolDialog({ widget, opened, onClose }: { widget: ToolWidget | null; opened: boolean; onClose: () => void }) {
  const phone = useMediaMatch('(max-width: 35.99em)') ?? false;
  const Tool = widget ? TOOLS[widget.id] : null;
  return (
    <Modal
      opened={opened && Tool !== null}
      onClose={onClose}
      title={widget?.name}
      size="72rem"
      fullScreen={phone}
      classNames={{ title: classes.title, header: classes.header }}
    >
      {Tool && <Tool />}
    </Modal>
  );
}
