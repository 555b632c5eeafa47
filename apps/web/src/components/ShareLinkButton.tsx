import { Button, type MantineSize } from '@mantine/core';
import { toast } from './toast';

/** Whether this browser has a system share sheet that takes this link (phones, mostly). */
export const canShareLink = (url: string, title: string) =>
  typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare({ url, title }));

/**
 * The system's share sheet for a link, where the browser has one; elsewhere nothing, and the link is
 * copied instead (docs/product-rules.md "Cards in 3D and shared"). Closing the sheet is no failure.
 */
export function ShareLinkButton({ url, title, size }: { url: string; title: string; size?: MantineSize }) {
  if (!canShareLink(url, title)) return null;
  const share = () =>
    navigator.share({ url, title }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error('Could not open sharing', 'Copy the link instead.');
    });
  return (
    <Button size={size} variant="filled" onClick={() => void share()}>
      Share…
    </Button>
  );
}
