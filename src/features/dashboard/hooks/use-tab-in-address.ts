import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDashboardTab, type DashboardTab } from '@/domain/dashboard';

/**
 * The dashboard's open tab, kept in the address (?tab=lost; none for found): Back from an item
 * opens the tab the item was opened from, and a reload or a shared link opens the same tab. A
 * change of tab replaces the address instead of adding a history entry. The Due view
 * sits beside the list tabs (?tab=due): while it shows, `tab` stays the last list tab.
 * `openTab` changes only with the tab, so the memoised tab bar does not redraw as the user types.
 */
export function useTabInAddress() {
  const [params, setParams] = useSearchParams();
  const opened = params.get('tab');
  const showDue = opened === 'due';
  const [listBeforeDue, setListBeforeDue] = useState<DashboardTab>('found');
  const tab: DashboardTab = isDashboardTab(opened) ? opened : showDue ? listBeforeDue : 'found';

  const openTab = useCallback(
    (value: DashboardTab | 'due') => {
      if (value === 'due') setListBeforeDue(tab);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === 'found') next.delete('tab');
          else next.set('tab', value);
          return next;
        },
        { replace: true },
      );
    },
    [tab, setParams, setListBeforeDue],
  );
  return { tab, showDue, openTab };
}
