import type {ReactNode} from 'react';
import CodeList from '@site/src/components/CodeList';
import TrackedVersion from '@site/src/components/TrackedVersion';
import {newerAlertValues, newerAlertValuesByPlatform} from '@site/src/data/newerAlertValues';

/** The alert values only Lumia Stream builds newer than the tracked package accept, by platform, with their count. */
export default function NewerAlertValues(): ReactNode {
  return (
    <>
      <p>
        {newerAlertValues.length} values that <code>@lumiastream/lumia-types</code> <TrackedVersion /> lacks, by platform:
      </p>
      <ul>
        {newerAlertValuesByPlatform().map(({platform, values}) => (
          <li key={platform}>
            <strong>{platform}</strong>: <CodeList values={values} />
          </li>
        ))}
      </ul>
    </>
  );
}
