import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Marks a feature that needs a newer Lumia Stream than the one `@lumiastream/lumia-types` 3.1.7 describes. */
export default function NewerLumia(): ReactNode {
  return (
    <span className={styles.badge} title="Needs a Lumia Stream build newer than the one these docs track (lumia-types 3.1.7)">
      Newer Lumia
    </span>
  );
}
