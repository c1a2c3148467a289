import {useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useMDXComponents} from '@mdx-js/react';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import alertPlatforms from '@generated/lumia-reference/default/alertPlatforms.json';
import type {RequestExampleProps} from '@site/src/components/RequestExample';
import {serverRendered} from '@site/src/components/ServerRendered';
import type {AlertQuickActions, ExplorerQuickAction} from '@site/src/data/alertExplorer';
import {alertSocketEvent, overlayAlertPayload} from '@site/src/data/alertPayloads';
import {noAlertFilter, quickActionSlotId, quickActionTextId, type AlertFilter} from '@site/src/lib/alertFilter';
import {maxFilterLength} from '@site/src/lib/filterLength';
import type {AlertExplorerFilter} from './filter';
import styles from './styles.module.css';

/**
 * The alerts of one platform: server-rendered and kept as they are in the browser (see
 * ServerRendered), so their text costs no script on a first visit.
 */
const PlatformAlerts = serverRendered(() => import(/* webpackChunkName: "alert-values" */ './AlertList'), 'list of alert values');

/** The filter and what it matches, loaded when a reader first uses it. */
const loadFilter = () => import(/* webpackChunkName: "alert-filter" */ './filter').then((module) => module.default);

/** The quick actions of every alert, by the alert's element id, loaded when a reader first opens an alert. */
const loadQuickActions = () =>
  import(/* webpackChunkName: "alert-quick-actions" */ '@generated/lumia-reference/default/alertQuickActions.json').then((module) => module.default);

type Loaded<T> = {state: 'idle' | 'loading' | 'failed'} | {state: 'ready'; data: T};

const totalAlerts = alertPlatforms.reduce((sum, {count}) => sum + count, 0);

/** The alert an id of the address names, judged by the id alone (alert values start with their platform); null for none. */
function alertIdOf(hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null; // A malformed address names no alert.
  }
  return alertPlatforms.some(({platform}) => id.startsWith(`${platform}-`)) ? id : null;
}

/**
 * One quick action, live: the request example with Try it, then samples of what listeners receive,
 * built from the quick action. The websocket event has the shape only newer builds are documented
 * to send, so its title carries the badge. The components come from the page's MDX components, so
 * the chunk every page loads serves them and this page does not carry a second copy.
 */
function LiveQuickAction({alert, origin, action}: {alert: string; origin: string; action: ExplorerQuickAction}): ReactNode {
  const components = useMDXComponents();
  const RequestExample = components.RequestExample as ComponentType<RequestExampleProps>;
  const Code = components.code as ComponentType<{className: string; title: ReactNode; children: string}>;
  const NewerLumia = components.NewerLumia as ComponentType;
  const extraSettings = (action.body.params?.extraSettings ?? {}) as Record<string, unknown>;
  return (
    <>
      <RequestExample title={`Quick action: ${action.label}`} body={action.body} />
      <Code
        className="language-json"
        title={
          <>
            Sample websocket event <NewerLumia />
          </>
        }>
        {JSON.stringify(alertSocketEvent(alert, origin, action.dynamic, extraSettings), null, 2)}
      </Code>
      <Code className="language-json" title="Sample Overlay.on('alert') payload">
        {JSON.stringify(overlayAlertPayload(alert, origin, action.dynamic, extraSettings), null, 2)}
      </Code>
    </>
  );
}

/**
 * Every alert value with what the package knows about it, filterable by platform, name or value and
 * variable. The alerts are static server HTML; the headings with their counts, the filter and the
 * live quick actions are this component's, from data of their own: the filter's index
 * (`alertFilter.json`) and the quick actions (`alertQuickActions.json`) load when first needed, and
 * the filter shows and hides alerts by the ids that data gives them. An alert opens as a
 * `<details>`; opening one draws its quick actions as live request examples. `#<alert value>` in the
 * address opens that alert.
 */
export default function AlertExplorer(): ReactNode {
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const [filter, setFilter] = useState<AlertFilter>(noAlertFilter);
  const [filterState, setFilterState] = useState<Loaded<AlertExplorerFilter>>({state: 'idle'});
  const [quickActions, setQuickActions] = useState<Loaded<Record<string, AlertQuickActions>>>({state: 'idle'});
  // Ids of the alerts a reader opened, in the order opened: those with quick actions draw them live.
  const [opened, setOpened] = useState<readonly string[]>([]);
  // An alert to scroll to once the filter has shown it.
  const [scrollTo, setScrollTo] = useState<string | null>(null);
  // Lists drawn in the browser (after a client-side navigation) report here: the filter and a deep
  // link are applied to them again.
  const [listsShown, setListsShown] = useState(0);
  const onListShown = useCallback(() => setListsShown((count) => count + 1), []);

  // The filter loads when the reader first uses it; a failed load is tried again on the next change.
  const startFilter = () => {
    if (filterState.state === 'loading' || filterState.state === 'ready') return;
    setFilterState({state: 'loading'});
    loadFilter().then(
      (data) => setFilterState({state: 'ready', data}),
      () => setFilterState({state: 'failed'}),
    );
  };
  const explorerFilter = filterState.state === 'ready' ? filterState.data : null;
  const result = useMemo(() => explorerFilter?.apply(filter) ?? null, [explorerFilter, filter]);
  const resultRef = useRef(result);
  resultRef.current = result;

  // Shows what matches and hides the rest, by element id; lists drawn later get the same.
  useEffect(() => {
    if (!explorerFilter || !result) return;
    for (const id of explorerFilter.elementIds) {
      const element = document.getElementById(id);
      if (element) element.hidden = !result.shown.has(id);
    }
  }, [explorerFilter, result, listsShown]);

  useEffect(() => {
    if (!scrollTo) return;
    document.getElementById(scrollTo)?.scrollIntoView({block: 'start'});
    setScrollTo(null);
  }, [scrollTo, result, listsShown]);

  // The quick actions load when a reader first opens an alert; a failed load is tried again on the next.
  const quickActionsState = useRef(quickActions.state);
  quickActionsState.current = quickActions.state;
  const startQuickActions = useCallback(() => {
    if (quickActionsState.current === 'loading' || quickActionsState.current === 'ready') return;
    quickActionsState.current = 'loading';
    setQuickActions({state: 'loading'});
    loadQuickActions().then(
      (data) => setQuickActions({state: 'ready', data}),
      () => setQuickActions({state: 'failed'}),
    );
  }, []);

  // `toggle` does not bubble; a capturing listener hears every alert opening. Only the alert's id is
  // taken from the event: which alerts have quick actions, and what they are, is the data's.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const onToggle = (event: Event) => {
      const {id} = event.target as Element;
      if (!alertIdOf(`#${id}`)) return;
      startQuickActions();
      setOpened((current) => (current.includes(id) ? current : [...current, id]));
    };
    root.addEventListener('toggle', onToggle, true);
    return () => root.removeEventListener('toggle', onToggle, true);
  }, [startQuickActions]);

  // `#<alert value>` opens that alert, shown whatever the filter, and brings it into view; lists
  // drawn after a client-side navigation report (listsShown), and the link is followed again.
  useEffect(() => {
    const id = alertIdOf(location.hash);
    const target = id ? document.getElementById(id) : null;
    if (!id || !(target instanceof HTMLDetailsElement) || !rootRef.current?.contains(target)) return;
    if (resultRef.current && !resultRef.current.shown.has(id)) setFilter(noAlertFilter);
    target.open = true;
    setScrollTo(id);
  }, [location.hash, listsShown]);

  const update = (change: Partial<AlertFilter>) => {
    setFilter((current) => ({...current, ...change}));
    startFilter();
  };
  const textBox = (field: 'query' | 'variable', placeholder: string) => (
    <input
      type="search"
      value={filter[field]}
      maxLength={maxFilterLength}
      onChange={(event) => update({[field]: event.target.value})}
      placeholder={placeholder}
    />
  );

  // The live quick actions of the opened alerts, each drawn into its slot in the alert's static HTML.
  const live =
    quickActions.state === 'ready'
      ? opened.flatMap((id) => {
          const entry = quickActions.data[id];
          if (!entry) return [];
          return entry.actions.flatMap((action, position) => {
            const slot = document.getElementById(quickActionSlotId(entry.alert, position));
            return slot
              ? [{slot, key: quickActionSlotId(entry.alert, position), textId: quickActionTextId(entry.alert, position), entry, action}]
              : [];
          });
        })
      : [];

  const shown = result ? result.total : totalAlerts;
  const status =
    filterState.state === 'failed'
      ? 'The filter could not load. Check your connection and change the filter again.'
      : shown === 0
        ? 'No alert matches the filter.'
        : `${shown} of ${totalAlerts} alerts shown.`;
  return (
    <div className={styles.explorer} ref={rootRef}>
      {/* The text form of a quick action stays in the page for the Markdown twin; its live form replaces it on screen. */}
      {live.length > 0 && <style>{live.map(({textId}) => `[id="${CSS.escape(textId)}"]{display:none}`).join('')}</style>}
      <div className={styles.filters} role="search" aria-label="Filter alerts" data-llms="skip">
        <label>
          Name or value
          {textBox('query', 'follower')}
        </label>
        <label>
          Platform
          <select value={filter.platform} onChange={(event) => update({platform: event.target.value})}>
            <option value="">All platforms</option>
            {alertPlatforms.map(({platform, label, count}) => (
              <option key={platform} value={platform}>
                {label} ({count})
              </option>
            ))}
          </select>
        </label>
        <label>
          Variable
          {textBox('variable', 'amount')}
        </label>
      </div>
      <p role="status" className={styles.status} data-llms="skip">
        {status}
      </p>
      {alertPlatforms.map(({platform, label, count}) => {
        const shownHere = result ? (result.counts[platform] ?? 0) : count;
        return (
          <section key={platform} className={styles.group} data-alert-platform={platform} hidden={shownHere === 0}>
            <Heading as="h3" id={`alerts-${platform}`}>
              {label} ({shownHere})
            </Heading>
            <PlatformAlerts platform={platform} onShown={onListShown} />
          </section>
        );
      })}
      {live.map(({slot, key, entry, action}) =>
        createPortal(<LiveQuickAction alert={entry.alert} origin={entry.origin} action={action} />, slot, key),
      )}
    </div>
  );
}
