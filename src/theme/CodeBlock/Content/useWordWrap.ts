import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * The stock word-wrap state of a code block, measured differently. Stock, every block reads its
 * scroll width in an effect after hydration, and each read forces a fresh layout of the page:
 * on a page of sixty code blocks that was most of a second of a phone's main thread. Here a
 * ResizeObserver reports each block's size after the browser's own layout, all blocks at once,
 * and also when a hidden tab panel is shown or the window is resized.
 */
export function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.style.removeProperty('white-space');
      code.style.removeProperty('overflow-wrap');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') return undefined;
    // In a transition: after the first layout, most blocks on a phone turn out scrollable at
    // once, and re-rendering them all in one urgent update was a long task.
    const observer = new ResizeObserver(() => {
      const scrollable = pre.scrollWidth > pre.clientWidth;
      startTransition(() => setIsCodeScrollable(scrollable));
    });
    observer.observe(pre);
    return () => observer.disconnect();
  }, []);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
