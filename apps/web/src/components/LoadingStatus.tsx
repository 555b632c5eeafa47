import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner that says what is loading to assistive technology (a bare loader has no role, so its label is never read). */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Center py="md" role="status">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
