import type {ReactNode} from 'react';
import internalCommandTypes from '@generated/lumia-reference/default/internalCommandTypes.json';

/** Command type values of the package that `/api/send` does not take, each with the reason. */
export default function InternalCommandTypes(): ReactNode {
  return (
    <ul>
      {internalCommandTypes.map(({type, reason}) => (
        <li key={type}>
          <code>{type}</code>: {reason}
        </li>
      ))}
    </ul>
  );
}
