import {startTransition, useEffect, useState, type ReactNode} from 'react';
import OriginalButtons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

/**
 * The copy and word-wrap buttons are browser-only. Stock, every code block's buttons appear in
 * the one urgent render that follows hydration, a long task on pages with a hundred code blocks;
 * mounting them in a transition lets React spread that work out and keep the page responsive.
 */
export default function CodeBlockButtons(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <OriginalButtons {...props} /> : null;
}
