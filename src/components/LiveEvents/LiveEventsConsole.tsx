import {memo, startTransition, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ConnectionSettings, {useConnection} from '@site/src/components/ConnectionSettings';
import NewerLumia from '@site/src/components/NewerLumia';
import {buttonClass} from '@site/src/lib/buttons';
import {callLumia} from '@site/src/lib/callLumia';
import type {LumiaConnection} from '@site/src/lib/connection';
import {
  addEntries,
  attemptAfterClose,
  backoffDelayMs,
  closeReason,
  connectProblem,
  defaultBackoff,
  describeState,
  entrySummary,
  filterEntries,
  formatClock,
  liveEventsUrl,
  maskedLiveEventsUrl,
  maxEntries,
  parseSocketMessage,
  socketProtocol,
  typeCounts,
  unreadableType,
  type LiveEntry,
  type LiveState,
} from '@site/src/lib/liveEvents';
import styles from './styles.module.css';

const allTypes = '';

function sameConnection(a: LumiaConnection, b: LumiaConnection): boolean {
  return a.host === b.host && a.port === b.port && a.token === b.token;
}

/** One received event; memoised, so a new arrival renders only its own row. */
const EntryRow = memo(function EntryRow({entry, onCopy}: {entry: LiveEntry; onCopy: (entry: LiveEntry) => Promise<void>}): ReactNode {
  return (
    <li className={styles.entry} data-live-entry={entry.type}>
      <details>
        <summary>
          <time dateTime={new Date(entry.receivedAt).toISOString()} className={styles.time}>
            {formatClock(entry.receivedAt)}
          </time>{' '}
          <span className={entry.readable ? styles.type : 'status-error'}>{entrySummary(entry)}</span>
        </summary>
        {entry.note && (
          <p className={styles.hint} data-live-note="">
            {entry.note}
          </p>
        )}
        <pre className={styles.payload} tabIndex={0} aria-label={`Payload of the ${entry.type} event`}>
          {entry.payloadText || '(no text)'}
        </pre>
        <button type="button" className={buttonClass.inline} onClick={() => void onCopy(entry)}>
          Copy payload
        </button>
      </details>
    </li>
  );
});

/**
 * Watches the events the reader's own Lumia Stream pushes on its websocket. It only listens:
 * nothing is ever sent on the socket, because Lumia Stream runs every message it receives as a command.
 */
export default function LiveEventsConsole(): ReactNode {
  const id = useId();
  const connection = useConnection();
  const [state, setState] = useState<LiveState>({kind: 'idle'});
  const [entries, setEntries] = useState<LiveEntry[]>([]);
  // Events that arrived while paused: the ref is the truth, the count drives the display.
  const heldRef = useRef<LiveEntry[]>([]);
  const [heldCount, setHeldCount] = useState(0);
  const [paused, setPaused] = useState(false);
  const [filter, setFilter] = useState(allTypes);
  const [copyStatus, setCopyStatus] = useState('');
  const [pageProtocol, setPageProtocol] = useState('http:');

  const socketRef = useRef<WebSocket | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wantedRef = useRef(false);
  const pausedRef = useRef(false);
  const nextIdRef = useRef(1);
  const usedRef = useRef<LumiaConnection | null>(null);

  useEffect(() => setPageProtocol(window.location.protocol), []);

  const stopTimer = () => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
  };

  // Events are shown once per frame, however fast they arrive: a flood costs one render a frame.
  const arrivedRef = useRef<LiveEntry[]>([]);
  const frameRef = useRef<number | null>(null);

  const showArrived = useCallback(() => {
    frameRef.current = null;
    const batch = arrivedRef.current;
    arrivedRef.current = [];
    if (pausedRef.current) {
      heldRef.current = [...heldRef.current, ...batch].slice(-maxEntries);
      setHeldCount(heldRef.current.length);
    } else {
      // A transition lets React render a large batch in slices instead of one long task.
      startTransition(() => setEntries((list) => addEntries(list, batch)));
    }
  }, []);

  const receive = useCallback(
    (data: unknown) => {
      const entry = parseSocketMessage(data, Date.now(), nextIdRef.current++);
      // Bounded even while the tab is hidden and frames do not run.
      arrivedRef.current = [...arrivedRef.current.slice(1 - maxEntries), entry];
      frameRef.current ??= requestAnimationFrame(showArrived);
    },
    [showArrived],
  );

  // Declared with function hoisting: opening, failing and waiting call each other.
  function scheduleReconnect(attempt: number, reason: string) {
    if (!wantedRef.current) return;
    if (attempt > defaultBackoff.maxAttempts) {
      wantedRef.current = false;
      setState({
        kind: 'failed',
        title: `${reason} Gave up after ${defaultBackoff.maxAttempts} attempts.`,
        fix: 'Check that Lumia Stream is running with its API switched on, then select Connect again.',
      });
      return;
    }
    const delayMs = backoffDelayMs(attempt);
    setState({kind: 'waiting', reason, attempt, delayMs, maxAttempts: defaultBackoff.maxAttempts});
    stopTimer();
    timerRef.current = setTimeout(() => open(attempt), delayMs);
  }

  /** The socket closed before it opened: find out why with one HTTP call to the same host. */
  async function explainRefusal(used: LumiaConnection, attempt: number) {
    if (socketProtocol(used) === 'wss') {
      if (attempt > 0) return scheduleReconnect(attempt + 1, 'Lumia Stream did not accept the secure socket.');
      wantedRef.current = false;
      setState({
        kind: 'failed',
        title: 'Lumia Stream did not accept the secure socket.',
        fix: 'Check that HTTPS is switched on in Lumia Stream, that this browser trusts its certificate, and that the token is current.',
      });
      return;
    }
    const answer = await callLumia(used, {method: 'GET', path: '/api/retrieve'});
    if (!wantedRef.current) return;
    const diagnosis = answer.diagnosis;
    // Still starting up after a restart: keep trying on the schedule.
    if (attempt > 0 && (diagnosis?.kind === 'refused' || diagnosis?.kind === 'timeout')) {
      return scheduleReconnect(attempt + 1, 'Lumia Stream is not answering yet.');
    }
    wantedRef.current = false;
    if (diagnosis) {
      setState({kind: 'failed', title: diagnosis.title, fix: diagnosis.fix});
    } else {
      setState({
        kind: 'failed',
        title: 'Lumia Stream answers HTTP calls but refused the websocket.',
        fix: 'Check that the port is the API port from Settings → API and that no proxy or browser extension blocks websockets.',
      });
    }
  }

  function open(attempt: number) {
    const used = usedRef.current;
    if (!used || !wantedRef.current) return;
    const shownUrl = maskedLiveEventsUrl(used);
    setState({kind: 'connecting', url: shownUrl, attempt});
    let socket: WebSocket;
    try {
      socket = new WebSocket(liveEventsUrl(used));
    } catch (error) {
      wantedRef.current = false;
      setState({
        kind: 'failed',
        title: 'The browser would not open the socket.',
        fix: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    socketRef.current = socket;
    let openedAt: number | null = null;
    socket.onopen = () => {
      openedAt = Date.now();
      setState({kind: 'open', url: shownUrl});
    };
    socket.onmessage = (event: MessageEvent) => receive(event.data);
    socket.onclose = (event: CloseEvent) => {
      if (socketRef.current !== socket) return;
      socketRef.current = null;
      if (!wantedRef.current) return;
      if (openedAt !== null) scheduleReconnect(attemptAfterClose(event.code, attempt, Date.now() - openedAt), closeReason(event.code));
      else void explainRefusal(used, attempt);
    };
  }

  function connect() {
    if (connectProblem(connection, pageProtocol) !== null) return;
    stopTimer();
    usedRef.current = connection;
    wantedRef.current = true;
    open(0);
  }

  const disconnect = useCallback(() => {
    wantedRef.current = false;
    stopTimer();
    const socket = socketRef.current;
    socketRef.current = null;
    socket?.close(1000);
    setState({kind: 'closed'});
  }, []);

  // Leaving the page closes the socket and cancels any pending reconnect.
  useEffect(
    () => () => {
      wantedRef.current = false;
      stopTimer();
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      socketRef.current?.close(1000);
      socketRef.current = null;
    },
    [],
  );

  function togglePause() {
    const next = !paused;
    pausedRef.current = next;
    setPaused(next);
    if (!next) {
      const batch = heldRef.current;
      heldRef.current = [];
      setHeldCount(0);
      setEntries((list) => addEntries(list, batch));
    }
  }

  function clear() {
    arrivedRef.current = [];
    setEntries([]);
    heldRef.current = [];
    setHeldCount(0);
    setCopyStatus('');
  }

  const copy = useCallback(async (entry: LiveEntry) => {
    try {
      await navigator.clipboard.writeText(entry.payloadText);
      const part = entry.note ? ' (the part the console kept)' : '';
      setCopyStatus(`Copied the payload${part} of the ${entry.type} event from ${formatClock(entry.receivedAt)}.`);
    } catch {
      setCopyStatus('The browser did not allow copying: select the payload text and copy it by hand.');
    }
  }, []);

  const problem = connectProblem(connection, pageProtocol);
  const active = state.kind === 'connecting' || state.kind === 'open' || state.kind === 'waiting';
  const settingsChanged = active && usedRef.current !== null && !sameConnection(usedRef.current, connection);
  const counts = typeCounts(entries);
  const filterOptions = filter !== allTypes && !counts.some((c) => c.type === filter) ? [...counts, {type: filter, count: 0}] : counts;
  const shown = filterEntries(entries, filter === allTypes ? null : filter);
  const stateClass = state.kind === 'failed' ? 'status-error' : state.kind === 'open' ? 'status-ok' : undefined;

  return (
    <section className={styles.console} aria-labelledby={`${id}-title`} data-live-events="">
      <p id={`${id}-title`} className={styles.title}>
        Live events console
      </p>
      <ConnectionSettings />
      <div className={styles.toolbar}>
        {active ? (
          <button type="button" className={buttonClass.secondary} onClick={disconnect}>
            Disconnect
          </button>
        ) : (
          <button type="button" className={buttonClass.primary} onClick={connect} disabled={problem !== null}>
            Connect
          </button>
        )}
        <button type="button" className={buttonClass.secondary} aria-pressed={paused} onClick={togglePause} disabled={!active && !paused}>
          {paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={clear} disabled={entries.length === 0 && heldCount === 0}>
          Clear
        </button>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-filter`}>Show</label>
          <select id={`${id}-filter`} className={styles.filter} value={filter} onChange={(event) => setFilter(event.target.value)}>
            <option value={allTypes}>All types ({entries.length})</option>
            {filterOptions.map(({type, count}) => (
              <option key={type} value={type}>
                {type === unreadableType ? 'Unreadable messages' : type} ({count})
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className={stateClass} data-live-state={state.kind}>
        {describeState(state)}
      </p>
      {!active && problem && <p className={styles.hint}>{problem}</p>}
      {settingsChanged && <p className={styles.hint}>Your connection settings changed. Disconnect and connect again to use them.</p>}
      {paused && (
        <p className={styles.hint} data-live-paused="">
          Paused: {heldCount} new {heldCount === 1 ? 'event is' : 'events are'} held back and will appear when you resume (at most {maxEntries};
          beyond that the oldest held events are dropped).
        </p>
      )}
      <p role="status" className={styles.hint}>
        {copyStatus}
      </p>
      {entries.length === 0 ? (
        <p className={styles.empty}>
          No events yet. Once connected, make something happen in Lumia Stream: a chat message, a chat command or a test alert. You can also fire one
          from <Link to="/docs/rest/send-alerts">Send alerts</Link>. On newer builds <NewerLumia />, alerts arrive only while they are switched on and
          stream mode is on, unless the alert ignores stream mode.
        </p>
      ) : (
        <>
          <p className={styles.hint}>
            Showing {shown.length} of {entries.length} events, newest first; the console keeps the last {maxEntries}. Open one to see its payload.
          </p>
          <ol className={styles.list} aria-label="Received events, newest first">
            {shown.map((entry) => (
              <EntryRow key={entry.id} entry={entry} onCopy={copy} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
