import {useState, type ReactNode, type SyntheticEvent} from 'react';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

interface CollapsedCodeProps {
  /** What the closed block says, such as the file name. */
  summary: string;
  /** Prism language of the code. */
  language: string;
  children: string;
}

/**
 * A long code listing behind a native disclosure. The code block is only rendered once the reader
 * opens it, so a long listing does not slow down the page's hydration.
 */
export default function CollapsedCode({summary, language, children}: CollapsedCodeProps): ReactNode {
  const [open, setOpen] = useState(false);
  const lineCount = children.trimEnd().split('\n').length;
  return (
    <details className={styles.details} onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        {summary} <span className={styles.meta}>({lineCount} lines)</span>
      </summary>
      {open && (
        <CodeBlock language={language} title={summary}>
          {children}
        </CodeBlock>
      )}
    </details>
  );
}
