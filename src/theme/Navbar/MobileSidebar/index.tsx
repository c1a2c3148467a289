import type {ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useDrawnWhenIdle} from '@site/src/lib/useDrawnWhenIdle';

/**
 * The stock phone menu, drawn once the page is idle instead of in the update right after
 * hydration. Stock, it is drawn closed as soon as the page knows it is on a phone: part of a long
 * task on every first visit, for a menu most readers never open. Tapping the menu button before
 * then draws it at once.
 */
export default function MobileSidebarWhenIdle(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return useDrawnWhenIdle(shown) ? <MobileSidebar /> : null;
}
