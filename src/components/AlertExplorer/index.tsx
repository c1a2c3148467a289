import {memo, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import alertPlatforms from '@generated/lumia-reference/default/alertPlatforms.json';
import type {RequestExampleProps} from '@site/src/components/RequestExample';
import {serverRendered} from '@site/src/components/ServerRendered';
import type {AlertQuickActions, ExplorerAlertSummary, ExplorerQuickAction} from '@site/src/data/alertExplorer';
import {alertAnchor} from '@site/src/data/anchors';
import {alertSocketEvent, overlayAlertPayload} from '@site/src/data/alertPayloads';
import {noAlertFilter, quickActionsId, type AlertFilter} from '@site/src/lib/alertFilter';
import {maxFilterLength} from '@site/src/lib/filterLength';
import type {AlertExplorerFilter} from './filter';
import {useOnDemand} from '@site/src/lib/useOnDemand';
import styles from './styles.module.css';

/**
 * What an opened alert shows: server-rendered and kept as it is in the browser (see
 * ServerRendered), so its text costs no script on a first visit.
 */
const AlertBody = serverRendered(() => import(/* webpackChunkName: "alert-values" */ './AlertBody'), 'details of this alert');

/** The filter and what it matches, loaded when a reader first uses it. */
const loadFilter = () => import(/* webpackChunkName: "alert-filter" */ './filter').then((module) => module.default);

/** The quick actions of every alert, by the alert's element id, loaded when a reader first opens an alert. */
const loadQuickActions = () =>
  import(/* webpackChunkName: "alert-quick-actions" */ '@generated/lumia-reference/default/alertQuickActions.json').then((module) => module.default);

const totalAlerts = alertPlatforms.reduce((sum, {count}) => sum + count, 0);

const alertIds = new Set(alertPlatforms.flatMap(({alerts}) => alerts.map((alert) => alertAnchor(alert.value))));

/** The alert the address's fragment names, or null for none or a malformed escape (a reader may type any address). */
function alertIdOf(hash: string): string | null {
  try {
    const id = decodeURIComponent(hash.slice(1));
    return alertIds.has(id) ? id : null;
  } catch {
    return null;
  }
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

interface AlertProps {
  alert: ExplorerAlertSummary;
  open: boolean;
  hidden: boolean;
  onToggle: (id: string, open: boolean) => void;
  /** The alert's quick actions, once it has been opened and they have loaded. */
  quickActions: AlertQuickActions | undefined;
}

/**
 * One alert: a `<details>` of this component's, whose body is the server's HTML. Its quick actions
 * in text form end that body; once loaded, their live form follows them and replaces them on screen.
 */
const Alert = memo(function Alert({alert, open, hidden, onToggle, quickActions}: AlertProps): ReactNode {
  const id = alertAnchor(alert.value);
  return (
    <details
      id={id}
      className={styles.alert}
      data-alert={alert.value}
      open={open}
      hidden={hidden}
      // The toggle event says what the reader did (opened or closed the alert); the state follows it.
      onToggle={(event) => onToggle(id, event.currentTarget.open)}>
      <summary>
        <code>{alert.value}</code>
        {alert.label && (
          <>
            {' '}
            <span className={styles.label}>{alert.label}</span>
          </>
        )}
      </summary>
      <div className={styles.body}>
        <AlertBody value={alert.value} />
        {quickActions && (
          <>
            {/* The text form stays in the page for the Markdown twin; the live form replaces it on screen. */}
            <style>{`[id="${CSS.escape(quickActionsId(alert.value))}"]{display:none}`}</style>
            <ul className={styles.quickActions}>
              {quickActions.actions.map((action) => (
                <li key={action.label} className={styles.quickAction}>
                  <LiveQuickAction alert={quickActions.alert} origin={quickActions.origin} action={action} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
});

/**
 * Every alert value with what the package knows about it, filterable by platform, name or value and
 * variable. Each alert is a `<details>` of this component's whose body is static server HTML; the
 * headings with their counts, the filter, which alerts are open and their live quick actions are
 * state, from data of their own: the filter's index (`alertFilter.json`) and the quick actions
 * (`alertQuickActions.json`) load when first needed. Opening an alert draws its quick actions as
 * live request examples. `#<alert value>` in the address opens that alert.
 */
export default function AlertExplorer(): ReactNode {
  const brokenLinks = useBrokenLinks();
  const location = useLocation();
  const [filter, setFilter] = useState<AlertFilter>(noAlertFilter);
  // The filter's data loads when the reader first uses it, the quick actions when an alert is first opened.
  const [filterState, startFilter] = useOnDemand<AlertExplorerFilter>(loadFilter);
  const [quickActions, startQuickActions] = useOnDemand<Record<string, AlertQuickActions>>(loadQuickActions);
  // The alerts open now, and every alert opened since the page loaded: an opened alert keeps its
  // live quick actions (and what a reader did in Try it) when it closes.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set());
  // An alert to scroll to once it is shown and open.
  const [scrollTo, setScrollTo] = useState<string | null>(null);

  const explorerFilter = filterState.state === 'ready' ? filterState.data : null;
  const result = useMemo(() => explorerFilter?.apply(filter) ?? null, [explorerFilter, filter]);

  const onToggle = useCallback(
    (id: string, isOpen: boolean) => {
      setOpen((current) => {
        if (current.has(id) === isOpen) return current;
        const next = new Set(current);
        if (isOpen) next.add(id);
        else next.delete(id);
        return next;
      });
      if (!isOpen) return;
      setDrawn((current) => (current.has(id) ? current : new Set(current).add(id)));
      startQuickActions();
    },
    [startQuickActions],
  );

  // `#<alert value>` opens that alert, shown whatever the filter, and brings it into view.
  const resultRef = useRef(result);
  resultRef.current = result;
  useEffect(() => {
    const id = alertIdOf(location.hash);
    if (!id) return;
    if (resultRef.current && !resultRef.current.shown.has(id)) setFilter(noAlertFilter);
    onToggle(id, true);
    setScrollTo(id);
  }, [location.hash, onToggle]);

  useEffect(() => {
    if (!scrollTo) return;
    document.getElementById(scrollTo)?.scrollIntoView({block: 'start'});
    setScrollTo(null);
  }, [scrollTo]);

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

  const shown = result ? result.total : totalAlerts;
  const status =
    filterState.state === 'failed'
      ? 'The filter could not load. Check your connection and change the filter again.'
      : shown === 0
        ? 'No alert matches the filter.'
        : `${shown} of ${totalAlerts} alerts shown.`;
  return (
    <div className={styles.explorer}>
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
      {alertPlatforms.map(({platform, label, count, alerts}) => {
        const shownHere = result ? (result.counts[platform] ?? 0) : count;
        return (
          <section key={platform} className={styles.group} data-alert-platform={platform} hidden={shownHere === 0}>
            <Heading as="h3" id={`alerts-${platform}`}>
              {label} ({shownHere})
            </Heading>
            {alerts.map((alert) => {
              const id = alertAnchor(alert.value);
              // Registered so that links to an alert pass the build's anchor check.
              brokenLinks.collectAnchor(id);
              return (
                <Alert
                  key={id}
                  alert={alert}
                  open={open.has(id)}
                  hidden={result ? !result.shown.has(id) : false}
                  onToggle={onToggle}
                  quickActions={quickActions.state === 'ready' && drawn.has(id) ? quickActions.data[id] : undefined}
                />
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
