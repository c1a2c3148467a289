import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
// The same loading and failure lines as server-rendered reference.
import styles from '../ServerRendered/styles.module.css';

const LiveEventsConsole = lazy(() => import(/* webpackChunkName: "live-events" */ './LiveEventsConsole'));

/**
 * The live events console, loaded once it comes near the screen. It sits at the end of a long page
 * that most readers do not scroll through, so its code stays off a first visit (see the budgets in
 * tests/e2e/site.ts). Until it is there, a line in its place says it is loading: nothing a
 * reader could type into is replaced while they type.
 */
export default function LiveEvents(): ReactNode {
  const placeholder = useRef<HTMLParagraphElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (wanted || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: '800px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  const loading = (
    <p ref={placeholder} className={styles.message} data-live-events="" data-llms="skip">
      Loading the live events console…
    </p>
  );
  if (!wanted) return loading;
  return (
    <ErrorBoundary
      fallback={() => (
        <p role="alert" className={styles.message} data-live-events="" data-llms="skip">
          The live events console could not load. Check your connection and{' '}
          <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
            reload the page
          </button>
          .
        </p>
      )}>
      <Suspense fallback={loading}>
        <LiveEventsConsole />
      </Suspense>
    </ErrorBoundary>
  );
}
