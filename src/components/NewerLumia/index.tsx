import type {ReactNode} from 'react';
import {useTrackedVersion} from '@site/src/components/TrackedVersion';
import styles from './styles.module.css';

/** Marks a feature that needs a newer Lumia Stream than the one the tracked `@lumiastream/lumia-types` describes. */
export default function NewerLumia(): ReactNode {
  return (
    // Left out of search previews, where it would read as a stray "Newer Lumia" in the sentence.
    <span
      className={styles.badge}
      data-search="skip"
      title={`Needs a Lumia Stream build newer than the one these docs track (lumia-types ${useTrackedVersion()})`}>
      Newer Lumia
    </span>
  );
}
