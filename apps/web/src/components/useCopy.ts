import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_RESET_MS } from '@arcana/shared';
import { toast } from './toast';

/** Copies text; `copied` shows for 2 s; a refused clipboard says so with a 'Failed to copy' toast. */
export function useCopy(failureMessage = 'Select the text and copy it by hand.') {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_RESET_MS);
    } catch {
      toast.error('Failed to copy', failureMessage);
    }
  }

  return { copied, copy };
}
