import { useState } from 'react';
import { Button, Group, Skeleton, Switch, Table, Text } from '@mantine/core';
import type { TNotificationPreference } from '@arcana/shared/schemas';
import { extractErrorText } from '../../api/error-text';
import { toast } from '../../components/toast';
import { NOTIFICATION_TYPE_LABELS, useChangeNotificationPreferencesMutation, useNotificationPreferencesQuery } from '../notifications';
import { SettingsSection } from './SettingsSection';

type Way = 'toast' | 'browser';

const ORDER = Object.keys(NOTIFICATION_TYPE_LABELS);
const byLabelOrder = (a: TNotificationPreference, b: TNotificationPreference) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type);

/** This browser's own word on notifications, which no setting here can overrule. */
function useBrowserPermission() {
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  const ask = async () => setPermission(await Notification.requestPermission());
  return { supported, permission, ask };
}

const BROWSER_SAYS: Record<NotificationPermission, string> = {
  granted: 'This browser shows them while Arcana is in a background tab.',
  default: 'This browser has not been allowed to show them yet.',
  denied: 'This browser blocks them for Arcana: allow them in its site settings.',
};

/**
 * Settings › Notifications (docs/product-rules.md "Notifications"): per type, whether it is told as a
 * toast and as a browser notification. Saved on the server as each switch moves, so it holds on every
 * device; every notification is kept in the bell whatever they say.
 */
export function NotificationsTab({ readOnly }: { readOnly: boolean }) {
  const { data } = useNotificationPreferencesQuery();
  const [change] = useChangeNotificationPreferencesMutation();
  const browser = useBrowserPermission();

  async function set(preference: TNotificationPreference, way: Way, on: boolean) {
    try {
      await change({ preferences: [{ ...preference, [way]: on }] }).unwrap();
    } catch (failure) {
      toast.error('Preferences Not Saved', extractErrorText(failure));
    }
  }

  const toggle = (preference: TNotificationPreference, way: Way, label: string) => (
    <Switch
      aria-label={`${NOTIFICATION_TYPE_LABELS[preference.type]}: ${label}`}
      checked={preference[way]}
      disabled={readOnly}
      onChange={(event) => void set(preference, way, event.currentTarget.checked)}
    />
  );

  return (
    <SettingsSection
      title="How you are told"
      description="Every notification waits in the bell. Choose which of them also pop up here as a toast, or as a notification from your browser."
    >
      <Table verticalSpacing="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Notification</Table.Th>
            <Table.Th w={80}>Toast</Table.Th>
            <Table.Th w={80}>Browser</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data
            ? data.preferences.toSorted(byLabelOrder).map((preference) => (
                <Table.Tr key={preference.type}>
                  <Table.Td>{NOTIFICATION_TYPE_LABELS[preference.type]}</Table.Td>
                  <Table.Td>{toggle(preference, 'toast', 'toast')}</Table.Td>
                  <Table.Td>{toggle(preference, 'browser', 'browser notification')}</Table.Td>
                </Table.Tr>
              ))
            : Array.from({ length: 4 }, (_, i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={3}>
                    <Skeleton height={24} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {browser.supported ? BROWSER_SAYS[browser.permission] : 'This browser cannot show notifications.'}
        </Text>
        {browser.supported && browser.permission === 'default' && (
          <Button variant="light" size="xs" onClick={() => void browser.ask()}>
            Allow in this browser
          </Button>
        )}
      </Group>
    </SettingsSection>
  );
}
