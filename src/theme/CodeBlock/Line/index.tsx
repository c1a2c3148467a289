import {memo} from 'react';
import OriginalLine from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

/**
 * A code line renders again only when its tokens or classes change. After hydration each code
 * block that overflows its box records that in state, and stock every line of the block then
 * rendered again, in one uninterrupted task across the page. The line props functions are new on
 * every render but give the same output: the Prism theme is constant (`cssVariableCodeTheme`).
 */
export default memo(
  OriginalLine,
  (before: Props, after: Props) =>
    before.line === after.line && before.showLineNumbers === after.showLineNumbers && String(before.classNames) === String(after.classNames),
);
