import { useSearchParams } from 'react-router';

/**
 * A value a page keeps in its query (?name=…), so a reload keeps it and a link can open it. Setting it
 * replaces the history entry and keeps the rest of the query: Back leaves the page, not the choice.
 */
export function useQueryValue(name: string) {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [params.get(name), set] as const;
}

/**
 * A page's open tab, kept in ?tab= (useQueryValue): the privacy warning opens
 * /settings?tab=integrations. A missing or unknown value is the first tab.
 */
export function useQueryTab<T extends string>(tabs: readonly T[]) {
  const [requested, setTab] = useQueryValue('tab');
  const isTab = (value: string | null): value is T => tabs.includes(value as T);
  const tab: T = isTab(requested) ? requested : tabs[0]!;
  const selectTab = (value: string | null) => {
    if (isTab(value)) setTab(value);
  };
  return [tab, selectTab] as const;
}
