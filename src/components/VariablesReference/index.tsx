import {useCallback, useDeferredValue, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import variablesIndex from '@generated/lumia-reference/default/variablesIndex.json';
import {matchesFilter, variableToken} from '@site/src/data/variables';
import {serverRendered} from '@site/src/components/ServerRendered';
import {maxFilterLength} from '@site/src/lib/filterLength';
import styles from './styles.module.css';
import {copyText} from '@site/src/lib/clipboard';
import {variablesStatus} from './status';

const platformIds = variablesIndex.platforms.map((platform) => platform.id);
/** The `?platform=` key of the tabs, shared with the narrow-screen picker. */
const platformParam = 'platform';

/** The id a `#fragment` names, or null for none or a malformed escape (a reader may type any address). */
function fragmentId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * One platform's list. The full variables reference is far too large for a first visit: the lists
 * are rendered on the server and kept as they are in the browser (see ServerRendered), and the data
 * is loaded only after a client-side navigation.
 */
const PlatformList = serverRendered(() => import(/* webpackChunkName: "variables-list" */ './PlatformPanel'), 'list of variables');

/** Hides list items, groups and sections that do not match; returns the visible count per platform. */
function applyFilter(root: HTMLElement, query: string): Record<string, number> {
  const shown: Record<string, number> = {};
  for (const id of platformIds) {
    const panel = root.querySelector<HTMLElement>(`[data-platform="${id}"]`);
    let count = 0;
    if (panel) {
      for (const item of Array.from(panel.querySelectorAll<HTMLElement>('li[data-variable]'))) {
        const visible = matchesFilter(item.dataset.variable ?? '', item.querySelector('[data-description]')?.textContent ?? '', query);
        item.hidden = !visible;
        if (visible) count += 1;
      }
      const filtering = query.trim() !== '';
      for (const block of Array.from(panel.querySelectorAll<HTMLElement>('[data-group], [data-section]'))) {
        block.hidden = filtering && !block.querySelector('li[data-variable]:not([hidden])');
      }
    }
    shown[id] = count;
  }
  return shown;
}

/**
 * Every variable of `AllVariables` in `@lumiastream/lumia-types`, one tab per platform (kept in
 * `?platform=`), with a filter over names and descriptions. All tabs are server-rendered so the
 * search index sees every variable; the browser bundle carries only the tab list.
 */
export default function VariablesReference(): ReactNode {
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [listsChanged, setListsChanged] = useState(0);
  // Counts of the filter last applied to the lists, with its query: the status describes what is
  // on screen, never a query that is still being applied.
  const [applied, setApplied] = useState<{query: string; shown: Record<string, number>} | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const pickerId = useId();
  const history = useHistory();
  const location = useLocation();
  // The server renders the first platform; reading the address only after hydration keeps both renders equal.
  const isBrowser = useIsBrowser();
  const requestedPlatform = isBrowser ? new URLSearchParams(location.search).get(platformParam) : null;
  const selectedPlatform = requestedPlatform && platformIds.includes(requestedPlatform) ? requestedPlatform : platformIds[0];

  // The narrow-screen picker changes `?platform=` as a tab click does; the tabs follow the address.
  const pickPlatform = useCallback(
    (platformId: string) => {
      const params = new URLSearchParams(history.location.search);
      params.set(platformParam, platformId);
      history.replace({...history.location, search: params.toString(), hash: ''});
    },
    [history],
  );

  // `?platform=<id>#<entry>` (search results, links): show the entry's platform, then scroll to it.
  // Runs again when the lists arrive after a client-side navigation. A fragment is followed once,
  // so choosing another tab afterwards (which keeps the fragment in the address) is not undone.
  const followedHash = useRef('');
  useEffect(() => {
    const root = rootRef.current;
    const id = fragmentId(location.hash);
    if (!id) followedHash.current = '';
    if (!root || !id || location.hash === followedHash.current) return undefined;
    const target = document.getElementById(id);
    if (!target || !root.contains(target)) return undefined;
    const platformId = target.closest<HTMLElement>('[data-platform]')?.dataset.platform;
    const params = new URLSearchParams(location.search);
    if (platformId && params.get(platformParam) !== platformId) {
      params.set(platformParam, platformId);
      history.replace({...location, search: params.toString()});
      return undefined;
    }
    // The tab switch commits in a layout effect; scroll once the panel is shown.
    const {hash} = location;
    const frame = window.requestAnimationFrame(() => {
      followedHash.current = hash;
      target.scrollIntoView({block: 'start'});
    });
    return () => window.cancelAnimationFrame(frame);
  }, [location, listsChanged, history]);

  // After a client-side navigation the lists arrive after the filter's first pass: filter again.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const listAdded = (node: Node) => node instanceof Element && (node.matches('[data-platform]') || node.querySelector('[data-platform]') !== null);
    const observer = new MutationObserver((records) => {
      if (records.some((record) => Array.from(record.addedNodes).some(listAdded))) setListsChanged((count) => count + 1);
    });
    observer.observe(root, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (rootRef.current) setApplied({query: deferredQuery, shown: applyFilter(rootRef.current, deferredQuery)});
  }, [deferredQuery, listsChanged]);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(null), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  // Copy buttons live in static HTML: one delegated handler serves them all.
  const onClick = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button');
    const name = button?.closest<HTMLElement>('li[data-variable]')?.dataset.variable;
    if (!button || !name) return;
    const token = variableToken(name);
    void copyText(token).then((ok) => {
      if (!ok) return;
      button.textContent = 'Copied';
      window.setTimeout(() => {
        button.textContent = 'Copy';
      }, 2000);
      setCopied(token);
    });
  }, []);

  const shown = applied?.shown;
  const filtering = (applied?.query ?? '').trim() !== '';
  const count = (id: string) => shown?.[id] ?? variablesIndex.platforms.find((platform) => platform.id === id)?.count ?? 0;
  const totalShown = filtering && shown ? Object.values(shown).reduce((sum, value) => sum + value, 0) : variablesIndex.total;
  const onScreen = variablesIndex.platforms.find((platform) => platform.id === selectedPlatform) ?? variablesIndex.platforms[0];
  const status = variablesStatus({
    total: variablesIndex.total,
    platforms: variablesIndex.platforms.length,
    shown: totalShown,
    platform: onScreen.label,
    shownOnPlatform: count(onScreen.id),
    filtering,
  });

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the handler serves the copy buttons inside, which a keyboard presses as usual
    <div className={styles.reference} ref={rootRef} onClick={onClick}>
      <div className={styles.filter}>
        <label htmlFor={inputId}>Filter variables by name or description</label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          maxLength={maxFilterLength}
          placeholder="e.g. username, gift, {{twitch_"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
        {/* One status for the reference and the platform on screen; its lines are reserved (styles.module.css). */}
        <p role="status" aria-live="polite" className={styles.status} data-testid="variables-status">
          {status}
          {copied && <span className={styles.copiedNote}> Copied {copied} to the clipboard.</span>}
        </p>
      </div>
      <div className={styles.picker}>
        <label htmlFor={pickerId}>Platform</label>
        <select id={pickerId} className={styles.select} value={selectedPlatform} onChange={(event) => pickPlatform(event.target.value)}>
          {variablesIndex.platforms.map((platform) => (
            <option key={platform.id} value={platform.id}>
              {`${platform.label} (${count(platform.id)}${filtering ? ' shown' : ''})`}
            </option>
          ))}
        </select>
      </div>
      <Tabs queryString={platformParam} lazy={false} className={styles.tabs}>
        {variablesIndex.platforms.map((platform) => (
          <TabItem key={platform.id} value={platform.id} label={filtering ? `${platform.label} (${count(platform.id)})` : platform.label}>
            {filtering && count(platform.id) === 0 && (
              <p className={styles.empty}>
                No {platform.label} variable matches “{deferredQuery.trim()}”. Try another word, or clear the filter.
              </p>
            )}
            <PlatformList platformId={platform.id} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
