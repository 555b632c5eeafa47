import { Button, Group } from '@mantine/core';

/** A form's last line: Cancel, then what submits it. */
export function FormButtons({ onCancel, submit, loading }: { onCancel: () => void; submit: string; loading: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        {submit}
      </Button>
    </Group>
  );
}
