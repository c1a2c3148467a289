import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/lib/idleQueue';

/**
 * The stock phone menu, drawn once the page is idle instead of in the update right after
 * hydration. Stock, it is drawn closed as soon as the page knows it is on a phone, with the whole
 * docs sidebar inside: part of a long task on every first visit, for a menu most readers never
 * open. Tapping the menu button before then draws it at once.
 */
export default function MobileSidebarWhenIdle(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return undefined;
    if (shown) {
      setDrawn(true); // and stays drawn, so closing it slides it away as stock
      return undefined;
    }
    return whenIdle(() => startTransition(() => setDrawn(true)), 5_000);
  }, [drawn, shown]);
  return drawn || shown ? <MobileSidebar /> : null;
}
