import { type ReactNode, useEffect, useRef } from 'react';
import Tabs, { type TabsProps } from '@mui/material/Tabs';

/**
 * Scrollable tabs whose selected tab stays in sight. MUI scrolls it into view when the tabs mount,
 * but the labels grow after that (texts and fonts arriving), which left the open tab cut off at the
 * edge on a desktop and out of sight on a phone; it is scrolled into view again whenever the row of
 * tabs changes size.
 */
export function LinkTabs({ value, label, children, sx }: { value: string; label: string; children: ReactNode; sx?: TabsProps['sx'] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    const row = root?.querySelector('[role="tablist"]');
    if (!root || !row) return;
    const show = () => {
      const selected = root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      const scroller = selected?.parentElement?.parentElement;
      if (!selected || !scroller) return;
      // Only the row scrolls: the page stays where the reader is.
      const [tab, view] = [selected.getBoundingClientRect(), scroller.getBoundingClientRect()];
      if (tab.left >= view.left && tab.right <= view.right) return;
      scroller.scrollTo?.({ left: Math.max(0, scroller.scrollLeft + tab.left - view.left - (view.width - tab.width) / 2) });
    };
    show();
    // MUI scrolls the row itself when it measures a change, animated over 300 ms towards where it
    // measured the tab then; a scroll made meanwhile is undone by that animation. So after a change
    // of size, the tab is looked at again once MUI's animation is over.
    let settled = setTimeout(show, 400);
    const later = () => {
      clearTimeout(settled);
      settled = setTimeout(show, 400);
    };
    if (typeof ResizeObserver === 'undefined') return () => clearTimeout(settled);
    const observer = new ResizeObserver(later);
    observer.observe(row);
    // The visible part shrinks too, when the scroll buttons appear.
    if (row.parentElement) observer.observe(row.parentElement);
    return () => {
      clearTimeout(settled);
      observer.disconnect();
    };
  }, [value]);
  return (
    <Tabs ref={ref} value={value} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={label} sx={sx}>
      {children}
    </Tabs>
  );
}
