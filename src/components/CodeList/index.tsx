import type {ReactNode} from 'react';

/** Values as inline code, separated by commas: `a`, `b`, `c`. */
export default function CodeList({values}: {values: readonly string[]}): ReactNode {
  return values.map((value, index) => (
    <span key={value}>
      {index > 0 && ', '}
      <code>{value}</code>
    </span>
  ));
}
