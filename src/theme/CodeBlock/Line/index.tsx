import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {mergeSameTypeTokens} from '@site/src/lib/codeTokens';

/**
 * A code line with as few elements as the browser needs. A line with no number and no
 * highlight is its tokens followed by a newline, which `<pre>` keeps; stock, every line was a
 * `<span>` with a `<br>`, a third of all the elements on a page of a hundred code blocks. Numbered
 * and highlighted lines keep the stock `<span class="token-line">`, which their styles rely on.
 * Neighbouring tokens of the same kind are drawn as one (`});` is one span, not three).
 */
function CodeBlockLine({line, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const bare = !showLineNumbers && !classNames?.length;
  // A line that is only a line break: nothing before the newline, or (stock) an empty token.
  const tokens = line.length === 1 && line[0].content === '\n' ? (bare ? [] : [{...line[0], content: ''}]) : mergeSameTypeTokens(line);
  const lineTokens = tokens.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={tokens} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  if (bare)
    return (
      <>
        {lineTokens}
        {'\n'}
      </>
    );
  // No inline style: a line's colour is its code block's, inherited.
  const {style: _style, ...lineProps} = getLineProps({line: tokens, className: clsx(classNames, showLineNumbers && styles.codeLine)});
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}

/**
 * A code line renders again only when its tokens or classes change. The line props functions are
 * new on every render but give the same output: the Prism theme is constant
 * (`cssVariableCodeTheme`).
 */
export default memo(
  CodeBlockLine,
  (before: Props, after: Props) =>
    before.line === after.line && before.showLineNumbers === after.showLineNumbers && String(before.classNames) === String(after.classNames),
);
