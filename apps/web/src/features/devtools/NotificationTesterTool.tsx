import { useState } from 'react';
import { Button, Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { hasAccess, NOTIFICATION_TYPES, type NotificationType } from '@arcana/shared';
import { ZTestNotificationBody, type TTestNotificationBody } from '@arcana/shared/schemas';
import { useSendTestNotificationMutation } from './devtools.api';
import { errorCode, extractErrorText } from '../../api/error-text';
import { useSessionUser } from '../sessions';
import { ErrorAlert } from '../../components/ErrorAlert';
import { showToast } from '../../components/toast';
import classes from './NotificationTesterTool.module.css';

const TYPE_LABELS: Record<NotificationType, string> = {
  wallet_unlinked: 'Wallet unlinked',
  wallet_linked: 'Wallet linked',
  collectible_received: 'Collectible received',
  steam_privacy_warning: 'Steam privacy warning',
  system: 'System',
  other: 'Other',
  usdt_sent: 'USDT sent',
  collection_reviewed: 'Collection reviewed',
  review_waiting: 'Review waiting',
  draws_earned: 'Draws earned',
  card_sold: 'Card sold',
  refund_due: 'Refund owed',
  listing_withdrawn: 'Listing withdrawn',
};
const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

interface NotificationForm {
  type: string;
  title: string;
  message: string;
  redirectUrl: string;
  userId: string;
}

/** The body as the server takes it: texts trimmed, the optional fields left out when empty. */
function bodyOf(values: NotificationForm, mayNotifyOthers: boolean): TTestNotificationBody {
  const redirectUrl = values.redirectUrl.trim();
  const userId = values.userId.trim();
  return {
    type: values.type as NotificationType,
    title: values.title.trim(),
    message: values.message.trim(),
    ...(redirectUrl ? { redirectUrl } : {}),
    ...(mayNotifyOthers && userId ? { userId } : {}),
  };
}

const validateBody = schemaResolver(ZTestNotificationBody, { sync: true });

/** Sends a notification of any type; it arrives like any other, through the realtime socket. */
export function NotificationTesterTool() {
  const { user } = useSessionUser();
  const mayNotifyOthers = hasAccess(user, 'admin');
  const [send, { isLoading }] = useSendTestNotificationMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NotificationForm>({
    initialValues: { type: 'system', title: '', message: '', redirectUrl: '', userId: '' },
    validate: (values) => validateBody(bodyOf(values, mayNotifyOthers)),
  });

  async function submit(values: NotificationForm) {
    setError(null);
    try {
      const { message } = await send(bodyOf(values, mayNotifyOthers)).unwrap();
      showToast('success', 'Notification Sent', message);
    } catch (failure) {
      const code = errorCode(failure);
      if (code === 'USER_NOT_FOUND') form.setFieldError('userId', extractErrorText(failure));
      else setError(extractErrorText(failure));
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate className={classes.form}>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <div className={classes.row}>
        <NativeSelect label="Type" data={TYPE_OPTIONS} required data-autofocus {...form.getInputProps('type')} />
        <TextInput label="Title" required maxLength={100} autoComplete="off" {...form.getInputProps('title')} />
      </div>
      <Textarea label="Message" required maxLength={500} rows={4} {...form.getInputProps('message')} />
      <div className={classes.row}>
        <TextInput
          label="Redirect path"
          description="Optional: where opening the notification leads"
          placeholder="/inventory"
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps('redirectUrl')}
        />
        {mayNotifyOthers && (
          <TextInput
            label="Send to user ID"
            description="Optional: empty sends it to you"
            placeholder="The user's ID"
            autoComplete="off"
            {...form.getInputProps('userId')}
          />
        )}
      </div>
      <Group>
        <Button type="submit" loading={isLoading}>
          Send Notification
        </Button>
      </Group>
    </form>
  );
}
