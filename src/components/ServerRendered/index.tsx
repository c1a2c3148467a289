import {lazy, Suspense, useCallback, useId, type ComponentType, type MouseEvent, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {useHistory} from '@docusaurus/router';
import {clientNavigationTarget} from '@site/src/lib/clientNavigation';
import {useServerHtml} from '@site/src/lib/serverHtml';
import styles from './styles.module.css';

/**
 * Wraps a component that renders static reference from a large generated data module, so that
 * module never ships on a first visit:
 * - the server renders the component in full (its links and anchors are checked as usual);
 * - at hydration the browser keeps that HTML as it is, and its internal links still navigate
 *   client-side;
 * - after a client-side navigation there is no such HTML, and the component's chunk is loaded,
 *   with a loading line and, if the chunk cannot load, a message that says so.
 * Only for output without event handlers of its own: the kept HTML is not hydrated.
 */
export function serverRendered<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>, what: string): ComponentType<Props> {
  // `lazy` keeps the props of the loaded component; its typings lose them for a generic one.
  const Component = lazy(load) as unknown as ComponentType<Props>;
  function ServerRendered(props: Props): ReactNode {
    const id = useId();
    const serverHtml = useServerHtml(id);
    const history = useHistory();
    const onClick = useCallback(
      (event: MouseEvent<HTMLDivElement>) => {
        const anchor = (event.target as Element).closest('a');
        if (!anchor) return;
        const path = clientNavigationTarget(
          event,
          {href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download')},
          window.location.href,
        );
        if (path === null) return;
        event.preventDefault();
        history.push(path);
      },
      [history],
    );
    if (serverHtml !== null) {
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the handler serves the links inside, which keep their own keyboard use
      return <div id={id} onClick={onClick} dangerouslySetInnerHTML={{__html: serverHtml}} />;
    }
    return (
      <div id={id}>
        <ErrorBoundary
          fallback={() => (
            <p role="alert" className={styles.message}>
              The {what} could not load. Check your connection and{' '}
              <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
                reload the page
              </button>
              .
            </p>
          )}>
          <Suspense fallback={<p className={styles.message}>Loading the {what}…</p>}>
            <Component {...props} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  }
  return ServerRendered;
}
