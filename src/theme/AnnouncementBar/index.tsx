import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * The classic announcement bar, with three fixes:
 * - it is a named region, not a second `banner` landmark (axe flags duplicate banners);
 * - a bar with a new id shows even when an older bar was dismissed. The theme's
 *   pre-hydration script hides the bar on any past dismissal, whatever its id;
 * - its colours follow the colour mode.
 */
export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();

  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute(initiallyDismissedAttribute);
  }, [isActive]);

  if (!isActive || !announcementBar) return null;
  // Its colours come from the stylesheet, which follows the colour mode; the config's fixed ones do not.
  const {isCloseable} = announcementBar;
  return (
    <div className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)} role="region" aria-label="Announcement">
      {isCloseable && <div className={styles.placeholder} />}
      <AnnouncementBarContent className={styles.content} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.close} />}
    </div>
  );
}
