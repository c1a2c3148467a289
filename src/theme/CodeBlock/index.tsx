import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/**
 * The stock CodeBlock, minus its `key={isBrowser}`: that key remounts every code block after
 * hydration to swap the server's light inline colours for dark ones, which on a page of 300 code
 * blocks blocks the main thread for about a second on a phone. Our Prism theme
 * (`cssVariableCodeTheme`) has no mode-specific inline colours, so the server's markup is final.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = Children.toArray(children).some((child) => isValidElement(child))
    ? children
    : Array.isArray(children)
      ? children.join('')
      : children;
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
