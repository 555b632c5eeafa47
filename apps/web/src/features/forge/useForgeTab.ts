import { useSearchParams } from 'react-router';
import { FORGE_TABS, type ForgeTab } from './forge-content';

const isForgeTab = (value: string | null): value is ForgeTab => FORGE_TABS.some((tab) => tab.value === value);

/**
 * The open tab lives in ?tab=, so a reload keeps it and a link can open one; a missing or unknown
 * value is the overview. Switching replaces the history entry: Back leaves the page, not the tab.
 */
export function useForgeTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ForgeTab = isForgeTab(requested) ? requested : 'overview';
  const selectTab = (value: string | null) => {
    if (!isForgeTab(value)) return;
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
