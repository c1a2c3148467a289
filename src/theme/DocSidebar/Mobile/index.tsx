import type {ReactNode} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useDrawnWhenIdle} from '@site/src/lib/useDrawnWhenIdle';

type Props = WrapperProps<typeof DocSidebarMobileType>;

/**
 * The docs sidebar inside the phone menu, handed to the menu once the page is idle or the menu
 * opens, like the menu itself (see Navbar/MobileSidebar). Stock, handing it over sorted its props
 * with `localeCompare`, whose first call sets up the browser's collation data: several
 * milliseconds inside the update right after hydration.
 */
export default function DocSidebarMobileWhenIdle(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return useDrawnWhenIdle(shown) ? <DocSidebarMobile {...props} /> : null;
}
