import type { AccessLevel } from '@arcana/shared';
import type { LineIconName } from '../../components/LineIcon';

export type ToolCategory = 'testing' | 'verification';

/** A tool of the developer tools grid (docs/product-rules.md "Developer tools"). */
export interface ToolWidget {
  id: 'api-explorer' | 'steam-achievements' | 'notification-tester' | 'email-tester';
  name: string;
  description: string;
  category: ToolCategory;
  requiredAccess: AccessLevel;
  icon: LineIconName;
}

export type ToolWidgetId = ToolWidget['id'];

export const CATEGORY_LABELS: Record<ToolCategory, string> = { testing: 'Testing', verification: 'Verification' };

/** The four widgets, all admin-only (docs/product-rules.md "Developer tools"). */
export const TOOL_WIDGETS: readonly ToolWidget[] = [
  {
    id: 'api-explorer',
    name: 'API Explorer',
    description: 'Browse every endpoint of the API and try requests as yourself, from the OpenAPI document.',
    category: 'testing',
    requiredAccess: 'admin',
    icon: 'api',
  },
  {
    id: 'steam-achievements',
    name: 'Steam Achievement Verifier',
    description: 'Check which achievements a Steam account has unlocked in a game, and when.',
    category: 'verification',
    requiredAccess: 'admin',
    icon: 'trophy',
  },
  {
    id: 'notification-tester',
    name: 'Notification Tester',
    description: 'Send a notification of any type to yourself or another user, and watch it arrive live.',
    category: 'testing',
    requiredAccess: 'admin',
    icon: 'bell',
  },
  {
    id: 'email-tester',
    name: 'Email Tester',
    description: 'Preview every e-mail the platform sends, and mail a test copy to your own address.',
    category: 'testing',
    requiredAccess: 'admin',
    icon: 'mail',
  },
];

/** The widgets whose name, description or category contain the search, in any case; all of them for an empty search. */
export function searchWidgets(widgets: readonly ToolWidget[], search: string): readonly ToolWidget[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return widgets;
  return widgets.filter((widget) =>
    [widget.name, widget.description, widget.category, CATEGORY_LABELS[widget.category]].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
