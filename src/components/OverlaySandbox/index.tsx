import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {buttonClass} from '@site/src/lib/buttons';
// The same loading and failure lines as server-rendered reference.
import loadingStyles from '../ServerRendered/styles.module.css';
import styles from './styles.module.css';

// The editor, the frame and the event data load only when a reader opens a sandbox.
const Sandbox = lazy(() => import(/* webpackChunkName: "overlay-sandbox" */ './Sandbox'));

export interface OverlaySandboxProps {
  /** An example of src/custom-overlays/examples; without one, a blank overlay to start from. */
  name?: string;
  title: string;
}

/** The fragment prefix of a shared link that opens this sandbox. */
export function shareKeyOf(name: string | undefined): string {
  return `overlay-sandbox-${name ?? 'blank'}`;
}

/** "Run it here": an overlay, editable, running in a sandboxed frame with a stand-in `Overlay` and a panel that fires events at it. */
export default function OverlaySandbox({name, title}: OverlaySandboxProps): ReactNode {
  const [open, setOpen] = useState(false);
  const shareKey = shareKeyOf(name);
  useEffect(() => {
    if (window.location.hash.startsWith(`#${shareKey}=`)) setOpen(true);
  }, [shareKey]);

  if (!open) {
    return (
      <p className={styles.launcher} data-llms="skip">
        <button type="button" className={buttonClass.secondary} onClick={() => setOpen(true)}>
          Run {name ? `the ${title.toLowerCase()}` : 'a blank overlay'} here
        </button>
        <span>Edit the tabs, fire alerts, chat and other events at it, and see what it would ask Lumia Stream to do.</span>
      </p>
    );
  }
  return (
    <ErrorBoundary
      fallback={() => (
        <p role="alert" className={loadingStyles.message}>
          The sandbox could not load. Check your connection and{' '}
          <button type="button" className={loadingStyles.reload} onClick={() => window.location.reload()}>
            reload the page
          </button>
          .
        </p>
      )}>
      <Suspense fallback={<p className={loadingStyles.message}>Loading the sandbox…</p>}>
        <Sandbox name={name} title={title} shareKey={shareKey} onClose={() => setOpen(false)} />
      </Suspense>
    </ErrorBoundary>
  );
}
