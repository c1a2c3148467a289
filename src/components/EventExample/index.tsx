import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {eventExamples} from '@site/src/data/events';

/** One example event from src/data/events.ts, as the JSON text Lumia Stream sends. */
export default function EventExample({id}: {id: string}): ReactNode {
  const example = eventExamples.find((candidate) => candidate.id === id);
  // A page naming an unknown example is a docs bug: fail the build, not the reader.
  if (!example) throw new Error(`EventExample: no example "${id}" in src/data/events.ts`);
  return (
    <CodeBlock language="json" title={example.title}>
      {JSON.stringify(example.event, null, 2)}
    </CodeBlock>
  );
}
