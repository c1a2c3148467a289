import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The box around a wide table: on a narrow screen the table scrolls sideways inside it instead of
 * widening the page. It is focusable so keyboard users can scroll it, and `label` names it for
 * screen readers; each label must be unique on its page.
 */
export default function ScrollRegion({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.region} role="region" tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}
