import {lazy, Suspense, useId, type MouseEvent, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {createStorageSlot} from '@docusaurus/theme-common';
import OverlaySandbox from '@site/src/components/OverlaySandbox';
import {useServerHtml} from '@site/src/lib/serverHtml';
import {editorTabs, overlayEditorTabGroup} from './editorTabs';
import {useLiveExamples} from './liveExamples';
// The same loading and failure lines as server-rendered reference.
import styles from '../ServerRendered/styles.module.css';

// The examples' text is one chunk the first visit does not load: the server renders every example
// in full, the browser keeps that markup, and the chunk loads when a reader points at, touches or
// tabs into an example. Then every example of the page turns live together (liveExamples.tsx), so
// their tabs stay in step.
const OverlayEditorTabs = lazy(() => import(/* webpackChunkName: "overlay-examples" */ './OverlayEditorTabs'));

/** The tab a click on the kept server markup asked for: stored as the group's choice, which the live tabs then show. */
function rememberTabClick(event: MouseEvent<HTMLDivElement>): void {
  const tab = (event.target as Element).closest('[data-tab-value]');
  const value = tab?.getAttribute('data-tab-value');
  if (!value || !editorTabs.some((editorTab) => editorTab.value === value)) return;
  // The storage slot Docusaurus's tabs read for a groupId (theme-common tabsUtils).
  createStorageSlot(`docusaurus.tab.${overlayEditorTabGroup}`).set(value);
}

/** The example's editor tabs: the server's markup until a reader reaches for them, then live tabs. */
function ExampleTabs({name, title}: {name: string; title: string}): ReactNode {
  const id = useId();
  const serverHtml = useServerHtml(id);
  const {live, goLive} = useLiveExamples();
  if (serverHtml !== null && !live) {
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated from the tabs inside; focus on them (onFocus) turns them into the live, keyboard-usable tabs
      <div
        id={id}
        onPointerOver={goLive}
        onTouchStart={goLive}
        onFocus={goLive}
        onClick={(event) => {
          rememberTabClick(event);
          goLive();
        }}
        dangerouslySetInnerHTML={{__html: serverHtml}}
      />
    );
  }
  // Until the chunk is there, the reader keeps the server's markup (or, after a client-side
  // navigation, a loading line), where a tab click still counts; if it cannot load, they are told so.
  const waiting =
    serverHtml === null ? (
      <p className={styles.message}>Loading the {title} example…</p>
    ) : (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- remembers a click on the tabs inside while the live tabs load
      <div onClick={rememberTabClick} dangerouslySetInnerHTML={{__html: serverHtml}} />
    );
  return (
    <div id={id}>
      <ErrorBoundary
        fallback={() => (
          <p role="alert" className={styles.message}>
            The {title} example could not load. Check your connection and{' '}
            <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
              reload the page
            </button>
            .
          </p>
        )}>
        <Suspense fallback={waiting}>
          <OverlayEditorTabs name={name} title={title} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** One complete custom overlay example as its editor tabs (JS, HTML, CSS, Configs and Data), and a sandbox to run it in. */
export default function OverlayExample({name, title}: {name: string; title: string}): ReactNode {
  return (
    <>
      <ExampleTabs name={name} title={title} />
      <OverlaySandbox name={name} title={title} />
    </>
  );
}
