import { useSearchParams } from 'react-router';

/**
 * A page's open tab, kept in ?tab= so a reload keeps it and a link can open one (the privacy warning
 * opens /settings?tab=integrations); a missing or unknown value is the first tab. Switching replaces
 * the history entry and keeps the rest of the query: Back leaves the page, not the tab.
 */
export function useQueryTab<T extends string>(tabs: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const isTab = (value: string | null): value is T => tabs.includes(value as T);
  const tab: T = isTab(requested) ? requested : tabs[0]!;
  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };
  return [tab, selectTab] as const;
}
