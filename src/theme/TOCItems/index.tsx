import {useMemo, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {breakCodeBetweenWords} from '@site/src/lib/identifiers';

type Props = WrapperProps<typeof TOCItemsType>;

/**
 * The theme's table of contents (beside the page and, on a phone, above it), whose identifiers
 * break only between their words when one is longer than a line: the theme's column breaks them
 * between any two letters (`overlaySetLayerVisi|bility`).
 */
export default function TOCItemsWrapper({toc, ...props}: Props): ReactNode {
  const withBreaks = useMemo(() => toc.map((item) => ({...item, value: breakCodeBetweenWords(item.value)})), [toc]);
  return <TOCItems toc={withBreaks} {...props} />;
}
