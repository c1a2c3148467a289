import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {useHighlight} from '@site/src/lib/codeHighlight';
import {useServerHtml} from '@site/src/lib/serverHtml';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/**
 * The stock code block content, without Prism in the browser at first. The server highlights
 * every block; at hydration the browser keeps those lines as they are (React leaves
 * `dangerouslySetInnerHTML` alone when hydrating), so no Prism is needed to show a page.
 * Code drawn in the browser later (a tab shown, a client-side navigation) loads Prism and is
 * plain text for that moment, or for good if Prism cannot load.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const id = useId();
  const serverLines = useServerHtml(id); // the lines the server highlighted, if it drew this block
  const Highlight = useHighlight(serverLines === null);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const codeProps = {
    id,
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`},
  };
  let lines: ReactNode = code;
  if (serverLines === null && Highlight) {
    lines = (
      <Highlight theme={theme} code={code} language={language}>
        {({tokens, getLineProps, getTokenProps}) => (
          <>
            {tokens.map((line, index) => (
              <Line
                key={index}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[index]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </>
        )}
      </Highlight>
    );
  }
  return (
    // The class and style Prism's Highlight gives its root, written out so they need no Prism.
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={theme.plain}>
      {serverLines === null ? <code {...codeProps}>{lines}</code> : <code {...codeProps} dangerouslySetInnerHTML={{__html: serverLines}} />}
    </pre>
  );
}
