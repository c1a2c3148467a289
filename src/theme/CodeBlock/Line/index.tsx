import {memo, type ReactNode} from 'react';
import OriginalLine from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

/** The stock line without an inline style: a line's colour is its code block's, inherited. */
function CodeBlockLine({getLineProps, ...props}: Props): ReactNode {
  return (
    <OriginalLine
      {...props}
      getLineProps={(input: Parameters<Props['getLineProps']>[0]) => {
        const {style: _style, ...lineProps} = getLineProps(input);
        return lineProps;
      }}
    />
  );
}

/**
 * A code line renders again only when its tokens or classes change. After hydration each code
 * block that overflows its box records that in state, and stock every line of the block then
 * rendered again, in one uninterrupted task across the page. The line props functions are new on
 * every render but give the same output: the Prism theme is constant (`cssVariableCodeTheme`).
 */
export default memo(
  CodeBlockLine,
  (before: Props, after: Props) =>
    before.line === after.line && before.showLineNumbers === after.showLineNumbers && String(before.classNames) === String(after.classNames),
);
