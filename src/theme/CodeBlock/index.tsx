import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {useInHiddenTabPanel} from '@site/src/lib/hiddenTabPanel';

/** The language a code block is highlighted as: its `language` prop or its `language-…` class. */
function languageOf({language, className}: Pick<Props, 'language' | 'className'>): string | undefined {
  return language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1];
}

/**
 * The stock CodeBlock, with two changes:
 * - No `key={isBrowser}`. That key remounts every code block after hydration to swap the
 *   server's light inline colours for dark ones, which on a page of 300 code blocks blocks the
 *   main thread for about a second on a phone. Our Prism theme (`cssVariableCodeTheme`) has no
 *   mode-specific inline colours, so the server's markup is final.
 * - Inside a tab panel the reader cannot see, the code is plain text: still in the page for
 *   search, the Markdown twins and readers without JavaScript, without thousands of highlighting
 *   elements to parse and hydrate. It is highlighted once its tab is shown.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const hidden = useInHiddenTabPanel();
  const content = Children.toArray(children).some((child) => isValidElement(child))
    ? children
    : Array.isArray(children)
      ? children.join('')
      : children;
  if (hidden && typeof content === 'string') {
    const language = languageOf(props);
    return (
      <pre className={language ? `language-${language}` : undefined} data-title={typeof props.title === 'string' ? props.title : undefined}>
        <code>{content}</code>
      </pre>
    );
  }
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
