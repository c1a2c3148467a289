import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useMDXComponents} from '@mdx-js/react';
import alertPlatforms from '@generated/lumia-reference/default/alertPlatforms.json';
import type {RequestExampleProps} from '@site/src/components/RequestExample';
import {serverRendered} from '@site/src/components/ServerRendered';
import {alertSocketEvent, overlayAlertPayload} from '@site/src/data/alertPayloads';
import {alertMatches, noAlertFilter, type AlertFilter} from '@site/src/lib/alertFilter';
import {maxFilterLength} from '@site/src/lib/filterLength';
import type {SendBody} from '@site/src/lib/lumiaApi';
import styles from './styles.module.css';

/** The alerts themselves: server-rendered, so their text costs no script on a first visit. */
const AlertList = serverRendered(() => import(/* webpackChunkName: "alert-values" */ './AlertList'), 'list of alert values');

const totalAlerts = alertPlatforms.reduce((sum, {count}) => sum + count, 0);

interface OpenQuickAction {
  /** The empty element the live example is drawn into. */
  slot: Element;
  alert: string;
  origin: string;
  label: string;
  body: SendBody;
  dynamic: Record<string, unknown>;
}

function parseJson(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

/** The quick actions of an opened alert, read back from its server-rendered text form. */
function quickActionsOf(details: HTMLDetailsElement): OpenQuickAction[] {
  return Array.from(details.querySelectorAll('[data-quick-action]')).flatMap((item) => {
    const slot = item.querySelector('[data-quick-action-live]');
    const body = parseJson(item.querySelector('[data-send-body]')?.textContent) as SendBody | undefined;
    const dynamic = parseJson(item.querySelector('[data-dynamic]')?.textContent);
    if (!slot || !body || typeof body.type !== 'string' || typeof dynamic !== 'object' || dynamic === null) return [];
    const label = item.querySelector('[data-quick-action-label]')?.textContent ?? '';
    return [
      {slot, alert: details.dataset.alert ?? '', origin: details.dataset.origin ?? '', label, body, dynamic: dynamic as Record<string, unknown>},
    ];
  });
}

/**
 * One quick action, live: the request example with Try it, then samples of what listeners receive,
 * built from the quick action. The websocket event has the shape only newer builds are documented
 * to send, so its title carries the badge. The components come from the page's MDX components, so
 * the chunk every page loads serves them and this page does not carry a second copy.
 */
function LiveQuickAction({action}: {action: OpenQuickAction}): ReactNode {
  const components = useMDXComponents();
  const RequestExample = components.RequestExample as ComponentType<RequestExampleProps>;
  const Code = components.code as ComponentType<{className: string; title: ReactNode; children: string}>;
  const NewerLumia = components.NewerLumia as ComponentType;
  useEffect(() => {
    // The text form stays in the page for the Markdown twin; the live form replaces it on screen.
    const text = action.slot.parentElement?.querySelector<HTMLElement>('[data-quick-action-text]');
    if (text) text.hidden = true;
    return () => {
      if (text) text.hidden = false;
    };
  }, [action.slot]);
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
        {JSON.stringify(alertSocketEvent(action.alert, action.origin, action.dynamic, extraSettings), null, 2)}
      </Code>
      <Code className="language-json" title="Sample Overlay.on('alert') payload">
        {JSON.stringify(overlayAlertPayload(action.alert, action.origin, action.dynamic, extraSettings), null, 2)}
      </Code>
    </>
  );
}

/** Shows each alert that matches the filter, and each platform that still has one with its count. Returns how many alerts show. */
function applyFilter(list: HTMLElement, filter: AlertFilter): number {
  let shown = 0;
  for (const section of Array.from(list.querySelectorAll<HTMLElement>('[data-alert-platform]'))) {
    let shownHere = 0;
    for (const details of Array.from(section.querySelectorAll<HTMLDetailsElement>('details[data-alert]'))) {
      const match = alertMatches(
        {platform: section.dataset.alertPlatform ?? '', names: details.dataset.names ?? '', variables: details.dataset.variables ?? ''},
        filter,
      );
      details.hidden = !match;
      if (match) shownHere += 1;
    }
    section.hidden = shownHere === 0;
    const count = section.querySelector('[data-alert-count]');
    if (count) count.textContent = String(shownHere);
    shown += shownHere;
  }
  return shown;
}

/**
 * Every alert value with what the package knows about it, filterable by platform, name or value and
 * variable. An alert opens as a `<details>`; opening one draws its quick actions as live request
 * examples. `#<alert value>` in the address opens that alert.
 */
export default function AlertExplorer(): ReactNode {
  const listRef = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState<AlertFilter>(noAlertFilter);
  const [shown, setShown] = useState(totalAlerts);
  const [listReady, setListReady] = useState(false);
  const [opened, setOpened] = useState<OpenQuickAction[]>([]);

  // After a client-side navigation the list arrives a moment after this component.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const hasAlerts = () => !!list.querySelector('details[data-alert]');
    if (hasAlerts()) {
      setListReady(true);
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (!hasAlerts()) return;
      setListReady(true);
      observer.disconnect();
    });
    observer.observe(list, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (listReady && listRef.current) setShown(applyFilter(listRef.current, filter));
  }, [filter, listReady]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || !listReady) return undefined;
    // `toggle` does not bubble; a capturing listener on the list hears every alert opening.
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (!details.open || !details.matches('details[data-alert]')) return;
      // The detail lists every variable with its description, so the short list of names goes.
      const names = details.querySelector<HTMLElement>('[data-alert-names]');
      if (names && details.querySelector('[data-alert-detail]')) names.hidden = true;
      const actions = quickActionsOf(details);
      setOpened((current) => [...current, ...actions.filter((action) => !current.some((open) => open.slot === action.slot))]);
    };
    const openFromAddress = () => {
      let id = '';
      try {
        id = decodeURIComponent(window.location.hash.slice(1));
      } catch {
        return; // A malformed address names no alert.
      }
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement) || !list.contains(target)) return;
      if (target.hidden) {
        setFilter(noAlertFilter);
        applyFilter(list, noAlertFilter);
      }
      target.open = true;
      target.scrollIntoView({block: 'start'});
    };
    list.addEventListener('toggle', onToggle, true);
    window.addEventListener('hashchange', openFromAddress);
    openFromAddress();
    return () => {
      list.removeEventListener('toggle', onToggle, true);
      window.removeEventListener('hashchange', openFromAddress);
    };
  }, [listReady]);

  const update = (change: Partial<AlertFilter>) => setFilter((current) => ({...current, ...change}));
  const textBox = (field: 'query' | 'variable', placeholder: string) => (
    <input
      type="search"
      value={filter[field]}
      maxLength={maxFilterLength}
      onChange={(event) => update({[field]: event.target.value})}
      placeholder={placeholder}
    />
  );
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
        {shown === 0 ? 'No alert matches the filter.' : `${shown} of ${totalAlerts} alerts shown.`}
      </p>
      <div ref={listRef}>
        <AlertList />
      </div>
      {opened.map((action, index) => createPortal(<LiveQuickAction action={action} />, action.slot, `quick-action-${index}`))}
    </div>
  );
}
