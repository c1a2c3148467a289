import {useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import variablesIndex from '@generated/lumia-reference/default/variablesIndex.json';
import {platformOfId, variableToken} from '@site/src/data/variableIds';
import {serverRendered} from '@site/src/components/ServerRendered';
import {maxFilterLength} from '@site/src/lib/filterLength';
import styles from './styles.module.css';
import {copyText} from '@site/src/lib/clipboard';
import type {VariablesFilter} from './filter';
import {variablesStatus} from './status';
import {useOnDemand} from '@site/src/lib/useOnDemand';
import {buttonClass} from '@site/src/lib/buttons';

const platformIds = variablesIndex.platforms.map((platform) => platform.id);
/** The query parameter that keeps the chosen platform in the address. */
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

/** The filter and what it matches: names and descriptions of every entry, with their element ids. */
const loadFilter = () => import(/* webpackChunkName: "variables-filter" */ './filter').then((module) => module.default);

/**
 * Every variable of `AllVariables` in `@lumiastream/lumia-types`, one panel per platform, picked
 * with a labelled select (kept in `?platform=`): 31 platforms as tabs wrapped into rows that pushed
 * the list below the fold. A filter searches names and descriptions. Every panel is server-rendered
 * so the search index sees every variable; the browser bundle carries only the platform list, and
 * the filter's data loads when a reader first types.
 */
export default function VariablesReference(): ReactNode {
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  // The filter's data loads when the reader first types; a failed load is tried again on the next keystroke.
  const [filterState, startFilter] = useOnDemand<VariablesFilter>(loadFilter);
  // Lists drawn in the browser (after a client-side navigation) report here: the filter and a
  // deep link are applied to them again.
  const [listsShown, setListsShown] = useState(0);
  const onListShown = useCallback(() => setListsShown((count) => count + 1), []);
  // The row whose token was copied last: its button says Copied and the status says what was copied.
  const [copied, setCopied] = useState<{token: string; rowId: string} | null>(null);
  const pickerId = useId();
  const history = useHistory();
  const location = useLocation();
  // The server renders the first platform; reading the address only after hydration keeps both renders equal.
  const isBrowser = useIsBrowser();
  const requestedPlatform = isBrowser ? new URLSearchParams(location.search).get(platformParam) : null;
  const selectedPlatform = requestedPlatform && platformIds.includes(requestedPlatform) ? requestedPlatform : platformIds[0];

  // The address is the state: the picker and the empty state's buttons write it, the panels follow it.
  const pickPlatform = useCallback(
    (platformId: string) => {
      const params = new URLSearchParams(history.location.search);
      params.set(platformParam, platformId);
      history.replace({...history.location, search: params.toString(), hash: ''});
    },
    [history],
  );

  // `?platform=<id>#<entry>` (search results, links): show the entry's platform, named by its id,
  // then scroll to it once its panel is shown. A fragment is followed once, so choosing another
  // platform afterwards is not undone.
  const followedHash = useRef('');
  useEffect(() => {
    const id = fragmentId(location.hash);
    if (!id) followedHash.current = '';
    if (!id || location.hash === followedHash.current) return undefined;
    const platformId = platformOfId(id, platformIds);
    if (!platformId) return undefined;
    const params = new URLSearchParams(location.search);
    if (params.get(platformParam) !== platformId) {
      params.set(platformParam, platformId);
      history.replace({...location, search: params.toString()});
      return undefined;
    }
    // The address is read only after hydration (selectedPlatform): until then the server's panel is shown.
    if (selectedPlatform !== platformId) return undefined;
    // After a client-side navigation the lists arrive later, and report it (listsShown).
    const target = document.getElementById(id);
    if (!target || !rootRef.current?.contains(target)) return undefined;
    followedHash.current = location.hash;
    target.scrollIntoView({block: 'start'});
    return undefined;
  }, [location, listsShown, history, selectedPlatform]);

  const filter = filterState.state === 'ready' ? filterState.data : null;
  const result = useMemo(() => filter?.apply(deferredQuery) ?? null, [filter, deferredQuery]);

  // Shows what matches and hides the rest, by element id; lists drawn later get the same.
  useEffect(() => {
    if (!filter || !result) return;
    for (const id of filter.elementIds) {
      const element = document.getElementById(id);
      if (element) element.hidden = !result.shown.has(id);
    }
  }, [filter, result, listsShown]);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(null), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  // Copy buttons live in static HTML: one delegated handler serves them all, told by the row which one was pressed.
  const onClick = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest('button')?.closest<HTMLElement>('li[data-variable]');
    const name = row?.dataset.variable;
    if (!row || !name) return;
    const token = variableToken(name);
    const rowId = row.id;
    void copyText(token).then((ok) => {
      if (ok) setCopied({token, rowId});
    });
  }, []);

  const filtering = result !== null && result.query !== '';
  const count = (id: string) => (filtering ? result.counts[id] : variablesIndex.platforms.find((platform) => platform.id === id)?.count) ?? 0;
  // Where a filtered platform is empty, the platforms that do match, one tap away.
  const platformsWithMatches = filtering ? variablesIndex.platforms.filter((platform) => count(platform.id) > 0) : [];
  const onScreen = variablesIndex.platforms.find((platform) => platform.id === selectedPlatform) ?? variablesIndex.platforms[0];
  const status =
    filterState.state === 'failed'
      ? 'The filter could not load. Check your connection and type again.'
      : variablesStatus({
          total: variablesIndex.total,
          platforms: variablesIndex.platforms.length,
          shown: filtering ? result.total : variablesIndex.total,
          platform: onScreen.label,
          shownOnPlatform: count(onScreen.id),
          filtering,
        });

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the handler serves the copy buttons inside, which a keyboard presses as usual
    <div className={styles.reference} ref={rootRef} onClick={onClick} data-copied={copied?.rowId}>
      {/* The copied row's button shows Copied in place of Copy (styles.module.css). */}
      {copied && <style>{`[id="${CSS.escape(copied.rowId)}"] .${styles.copy}{--copy-label:'Copied'}`}</style>}
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
          onChange={(event) => {
            setQuery(event.target.value);
            startFilter();
          }}
        />
        {/* One status for the reference and the platform on screen; its lines are reserved (styles.module.css). */}
        <p role="status" aria-live="polite" className={styles.status} data-testid="variables-status">
          {status}
          {copied && <span className={styles.copiedNote}> Copied {copied.token} to the clipboard.</span>}
        </p>
      </div>
      <div className={styles.picker} data-llms="skip">
        <label htmlFor={pickerId}>Platform</label>
        <select id={pickerId} className={styles.select} value={selectedPlatform} onChange={(event) => pickPlatform(event.target.value)}>
          {variablesIndex.platforms.map((platform) => (
            <option key={platform.id} value={platform.id}>
              {`${platform.label} (${count(platform.id)}${filtering ? ' shown' : ''})`}
            </option>
          ))}
        </select>
      </div>
      {variablesIndex.platforms.map((platform) => (
        // Hidden, not left out: every list stays in the server's HTML (see PlatformList). The twin lists every panel under its name.
        <section
          key={platform.id}
          aria-label={`${platform.label} variables`}
          hidden={platform.id !== selectedPlatform}
          data-llms-label={platform.label}>
          {filtering && count(platform.id) === 0 && (
            <div className={styles.empty}>
              <p>
                No {platform.label} variable matches “{result.query}”.{' '}
                {platformsWithMatches.length > 0 ? 'These platforms have matches:' : 'Try another word, or clear the filter.'}
              </p>
              {platformsWithMatches.length > 0 && (
                <ul className={styles.matchingPlatforms}>
                  {platformsWithMatches.map((other) => (
                    <li key={other.id}>
                      <button type="button" className={buttonClass.secondary} onClick={() => pickPlatform(other.id)}>
                        {other.label} ({count(other.id)})
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <PlatformList platformId={platform.id} onShown={onListShown} />
        </section>
      ))}
    </div>
  );
}
