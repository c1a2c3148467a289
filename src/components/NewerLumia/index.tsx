import type {ReactNode} from 'react';
import {useTrackedVersion} from '@site/src/components/TrackedVersion';
import styles from './styles.module.css';

/** Marks a feature that needs a newer Lumia Stream than the one the tracked `@lumiastream/lumia-types` describes. */
export default function NewerLumia(): ReactNode {
  return (
    <span className={styles.badge} title={`Needs a Lumia Stream build newer than the one these docs track (lumia-types ${useTrackedVersion()})`}>
      Newer Lumia
    </span>
  );
}
