import {useEffect, useRef, useState, type ReactNode, type SyntheticEvent} from 'react';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

interface CollapsedCodeBase {
  /** What the closed block says, such as the file name. */
  summary: string;
  /** Prism language of the code. */
  language: string;
}

/** The code is given, or loaded (from its own chunk) the first time the reader opens the block. */
type CollapsedCodeProps = CollapsedCodeBase & ({children: string} | {load: () => Promise<string>; lineCount?: number});

type LoadState = {status: 'loading'} | {status: 'loaded'; code: string} | {status: 'failed'};

/** The code of an opened block: given at once, or loaded when it is first opened. */
function useOpenedCode(props: CollapsedCodeProps, open: boolean): LoadState {
  const given = 'children' in props ? props.children : undefined;
  const load = 'load' in props ? props.load : undefined;
  const [state, setState] = useState<LoadState>({status: 'loading'});
  // Pages pass a new function on every render; the one of the latest render is the one to call.
  const loadRef = useRef(load);
  loadRef.current = load;
  const loaded = state.status === 'loaded';
  useEffect(() => {
    const loadCode = loadRef.current;
    if (!open || !loadCode || loaded) return undefined;
    let live = true;
    setState({status: 'loading'}); // also after a failure: opening the block again tries again
    loadCode().then(
      (code) => live && setState({status: 'loaded', code}),
      () => live && setState({status: 'failed'}),
    );
    return () => {
      live = false;
    };
  }, [open, loaded]);
  return given === undefined ? state : {status: 'loaded', code: given};
}

/**
 * A long code listing behind a native disclosure. The code block is only rendered once the reader
 * opens it, so a long listing does not slow down the page's hydration; with `load`, its text is
 * not even downloaded until then.
 */
export default function CollapsedCode(props: CollapsedCodeProps): ReactNode {
  const {summary, language} = props;
  const [open, setOpen] = useState(false);
  const code = useOpenedCode(props, open);
  const lineCount = 'children' in props ? props.children.trimEnd().split('\n').length : props.lineCount;
  return (
    <details className={styles.details} onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        {summary} {lineCount !== undefined && <span className={styles.meta}>({lineCount} lines)</span>}
      </summary>
      {open && code.status === 'loaded' && (
        <CodeBlock language={language} title={summary}>
          {code.code}
        </CodeBlock>
      )}
      {open && code.status === 'loading' && <p className={styles.status}>Loading {summary}…</p>}
      {open && code.status === 'failed' && (
        <p role="alert" className={styles.status}>
          {summary} could not load. Check your connection, then close and open this block again.
        </p>
      )}
    </details>
  );
}
