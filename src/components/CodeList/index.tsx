import type {ReactNode} from 'react';
import {identifierClass, isIdentifier} from '@site/src/lib/identifiers';

/** Values as inline code, separated by commas: `a`, `b`, `c`. */
export default function CodeList({values}: {values: readonly string[]}): ReactNode {
  return values.map((value, index) => (
    <span key={value}>
      {index > 0 && ', '}
      <code className={isIdentifier(value) ? identifierClass : undefined}>{value}</code>
    </span>
  ));
}
