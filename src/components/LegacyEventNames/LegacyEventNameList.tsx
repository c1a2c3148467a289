import type {ReactNode} from 'react';
import {legacyEventTypes} from '@site/src/data/events';

/** The slash-style event names of older Lumia Stream builds, from src/data/events.ts, behind a disclosure. */
export default function LegacyEventNameList(): ReactNode {
  return (
    <details>
      <summary>All {legacyEventTypes.length} legacy names</summary>
      <ul>
        {legacyEventTypes.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <p>
        The old list spelled TipeeeStream two ways, <code>alerts/tipeestream/donations</code> and <code>alerts/tipeeestream/donations</code>; both are
        shown as it gave them.
      </p>
    </details>
  );
}
