import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {buttonClass} from '@site/src/lib/buttons';
import {codeRunnerSharePrefix} from './sharePrefix';
// The same loading and failure lines as server-rendered reference.
import loadingStyles from '../ServerRendered/styles.module.css';
import styles from './styles.module.css';

// Everything of the runner (CodeMirror, the parser, the sandbox) is one chunk, loaded when the
// reader presses the button or opens a shared link: a first visit loads none of it.
const CodeRunnerPanel = lazy(() => import(/* webpackChunkName: "code-runner" */ './CodeRunnerPanel'));

export interface CodeRunnerProps {
  /** The example's name (`roll-dice`, or `blank`): shared links name the runner they belong to. */
  id: string;
  /** The script the runner starts with, and returns to on Reset. */
  code: string;
  /** What the runner runs, for its accessible name: "the Roll dice example". */
  title: string;
}

/** "Run it here" under a custom-code example: opens a runner that shows what the script would do. */
export default function CodeRunner({id, code, title}: CodeRunnerProps): ReactNode {
  const [open, setOpen] = useState(false);
  // Counts the shared links opened here: the page's own address, then any pasted into this tab.
  const [link, setLink] = useState(0);
  useEffect(() => {
    const readLink = () => {
      if (!window.location.hash.startsWith(`#${codeRunnerSharePrefix}=`)) return;
      setOpen(true);
      setLink((count) => count + 1);
    };
    readLink();
    window.addEventListener('hashchange', readLink);
    return () => window.removeEventListener('hashchange', readLink);
  }, []);

  return (
    <div className={styles.runner} data-llms="skip" data-code-runner={id}>
      {!open ? (
        <button type="button" className={buttonClass.secondary} onClick={() => setOpen(true)}>
          Run it here
        </button>
      ) : (
        <ErrorBoundary
          fallback={() => (
            <p role="alert" className={loadingStyles.message}>
              The code runner could not load. Check your connection and{' '}
              <button type="button" className={loadingStyles.reload} onClick={() => window.location.reload()}>
                reload the page
              </button>
              .
            </p>
          )}>
          <Suspense fallback={<p className={loadingStyles.message}>Loading the code runner…</p>}>
            <CodeRunnerPanel id={id} code={code} title={title} link={link} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
