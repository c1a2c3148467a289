import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import examples from '@generated/custom-code-source/default/overlay-examples.json';
import type {OverlayExampleSource} from '@site/plugins/custom-code-source';
import {editorTabs} from '@site/src/components/OverlayExample/editorTabs';
import NewerLumia from '@site/src/components/NewerLumia';
import {useTrackedVersion} from '@site/src/components/TrackedVersion';
import {buttonClass} from '@site/src/lib/buttons';
import {copyText} from '@site/src/lib/clipboard';
import CodeEditor from '@site/src/lib/sandbox/CodeEditor';
import {connectOverlayToBridge, overlayDocument, sandboxContentPolicy} from '@site/src/lib/sandbox/overlayDocument';
import {inlineScript} from '@site/src/lib/sandbox/inlineScript';
import {readOverlayReport, shortJson, type LogLine, type OverlaySessionState} from '@site/src/lib/sandbox/overlayLog';
import {actionButtons, overlayData} from '@site/src/lib/sandbox/overlayTabs';
import {readShareFragment, shareFragment} from '@site/src/lib/sandbox/share';
import {useSandboxFrame} from '@site/src/lib/sandbox/useSandboxFrame';
import {blankOverlay} from './blankOverlay';
import EventPanel from './EventPanel';
import styles from './styles.module.css';

type TabName = (typeof editorTabs)[number]['value'];
type Tabs = Record<TabName, string>;

/** The log keeps this many lines; older ones are counted, not shown. */
const maxLogLines = 200;

/** The size the overlay is laid out at: a 1080p stream. */
const streamWidth = 1920;
const streamHeight = 1080;

const toneClass: Record<LogLine['tone'], string | undefined> = {
  call: styles.toneCall,
  log: styles.toneLog,
  toast: styles.toneToast,
  error: styles.toneError,
};

const emptySession: OverlaySessionState = {storage: {}, variables: {}, points: {}};

function tabsOf(source: OverlayExampleSource): Tabs {
  return {html: source.html, css: source.css, js: source.js, configs: source.configs, data: source.data};
}

/** Whether a shared value is five tabs of text. */
function isTabs(value: unknown): value is Tabs {
  return (
    typeof value === 'object' && value !== null && editorTabs.every(({value: tab}) => typeof (value as Record<string, unknown>)[tab] === 'string')
  );
}

interface SandboxProps {
  name?: string;
  title: string;
  shareKey: string;
  onClose: () => void;
}

interface ShownLine extends LogLine {
  id: number;
}

export default function Sandbox({name, title, shareKey, onClose}: SandboxProps): ReactNode {
  const source = (name ? examples[name] : undefined) ?? blankOverlay;
  if (name && !examples[name]) throw new Error(`No custom overlay example named "${name}".`);
  const original = tabsOf(source);
  const codeId = name ?? 'my-overlay';
  const id = useId();
  const trackedVersion = useTrackedVersion();
  const [tabs, setTabs] = useState<Tabs>(original);
  const [activeTab, setActiveTab] = useState<TabName>('js');
  const [editorGeneration, setEditorGeneration] = useState(0);
  const [log, setLog] = useState<{lines: ShownLine[]; hidden: number}>({lines: [], hidden: 0});
  const [session, setSession] = useState<OverlaySessionState>(emptySession);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const nextLineId = useRef(0);
  const container = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);

  const addLines = useCallback((lines: LogLine[], dropped: number) => {
    setLog((current) => {
      const added = lines.map((line) => ({...line, id: (nextLineId.current += 1)}));
      if (dropped > 0) added.push({tone: 'error', text: `${dropped} more entries came too fast and were left out.`, id: (nextLineId.current += 1)});
      const all = [...current.lines, ...added];
      const cut = Math.max(0, all.length - maxLogLines);
      return {lines: all.slice(cut), hidden: current.hidden + cut};
    });
  }, []);

  const onEntries = useCallback(
    (entries: unknown[], dropped: number) => {
      const lines: LogLine[] = [];
      let latestState: OverlaySessionState | null = null;
      let unreadable = dropped;
      for (const entry of entries) {
        const read = readOverlayReport(entry, trackedVersion);
        if (read === null) unreadable += 1;
        else if ('tone' in read) lines.push(read);
        else latestState = read;
      }
      if (latestState) setSession(latestState);
      if (lines.length > 0 || unreadable > 0) addLines(lines, unreadable);
    },
    [addLines, trackedVersion],
  );

  // The document is made when a run starts, from the tabs and the session state of that moment.
  const latest = useRef({tabs, session});
  useEffect(() => {
    latest.current = {tabs, session};
  }, [tabs, session]);
  const makeDocument = useCallback(
    (bridge: string) => {
      const {tabs: current, session: state} = latest.current;
      const data = overlayData(current);
      return overlayDocument({
        tabs: {html: current.html, css: current.css, js: current.js, data: data instanceof Error ? {} : data},
        setup: {data: data instanceof Error ? {} : data, codeId, textStorage: true, ...state},
        head: sandboxContentPolicy + bridge + inlineScript(connectOverlayToBridge, undefined),
      });
    },
    [codeId],
  );

  const sandbox = useSandboxFrame({document: makeDocument, onEntries, title: `${title} overlay, running in a sandbox`, className: styles.frame});
  const {start, stop, post, status} = sandbox;

  const run = useCallback(() => {
    const data = overlayData(latest.current.tabs);
    if (data instanceof Error) {
      setProblem(data.message);
      stop();
      return;
    }
    setProblem(null);
    addLines([{tone: 'log', text: 'Started the overlay.'}], 0);
    start();
  }, [addLines, start, stop]);

  // Open a shared link's code, else start the example as it is.
  useEffect(() => {
    let cancelled = false;
    void readShareFragment(window.location.hash, shareKey).then((shared) => {
      if (cancelled) return;
      if (isTabs(shared)) {
        latest.current.tabs = shared;
        setTabs(shared);
        setEditorGeneration((generation) => generation + 1);
        container.current?.scrollIntoView({block: 'start'});
      }
      run();
      if (shared instanceof Error) setProblem(`${shared.message} The sandbox runs the example as the page shows it.`);
      else if (shared !== null && !isTabs(shared)) setProblem("This link's code cannot be opened: it does not hold the five tabs of an overlay.");
    });
    return () => {
      cancelled = true;
    };
    // Once, when the sandbox opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The overlay is laid out at 1920 × 1080 and scaled to the width the page gives it.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setScale(entry.contentRect.width / streamWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const reset = () => {
    latest.current = {tabs: original, session: emptySession};
    setTabs(original);
    setSession(emptySession);
    setEditorGeneration((generation) => generation + 1);
    setNotice('Back to the example as the page shows it, with empty storage.');
    run();
  };

  const copyTab = async () => {
    const label = editorTabs.find((tab) => tab.value === activeTab)?.label ?? activeTab;
    setNotice(
      (await copyText(tabs[activeTab]))
        ? `Copied the ${label} tab: paste it into the ${label} tab of Lumia Stream's overlay editor.`
        : 'Could not copy: select the text in the editor and copy it by hand.',
    );
  };

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}#${await shareFragment(shareKey, tabs)}`;
    window.history.replaceState(window.history.state, '', url);
    setNotice(
      (await copyText(url))
        ? 'Copied a link that opens this code. The code is in the link itself; nothing is sent to a server.'
        : `Could not copy the link; it is now this page's address.`,
    );
  };

  const statusText = {
    running: 'Running. Fire a sample event below to see it react.',
    unresponsive: `Not answering: the overlay's code may be stuck in a loop. Stop ends it.`,
    stopped: 'Stopped.',
  }[status];
  const buttons = actionButtons(tabs.configs);
  const activeEditorTab = editorTabs.find((tab) => tab.value === activeTab) ?? editorTabs[0];

  return (
    <section ref={container} className={styles.sandbox} aria-labelledby={`${id}-heading`}>
      <div className={styles.header}>
        <h3 id={`${id}-heading`} className={styles.heading}>
          {name ? `${title} sandbox` : 'Blank overlay sandbox'} {source.newer && <NewerLumia />}
        </h3>
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Close sandbox
        </button>
      </div>
      <p className={styles.intro}>
        Your code runs in a frame of its own with a stand-in <code>Overlay</code>. It cannot reach this page, and calls that would go to Lumia Stream
        are written to the log instead. Here every event you fire is delivered; in Lumia Stream {trackedVersion} an overlay receives only the events
        selected for it, plus <code>overlaycontent</code> for its code id, which is always on (
        <Link to="/docs/custom-overlays/custom-overlays-documentation#which-events-reach-the-overlay">which events reach the overlay</Link>).
      </p>
      <div className={styles.toolbar}>
        <button type="button" className={buttonClass.primary} onClick={run}>
          {status === 'stopped' ? 'Run' : 'Restart'}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={stop} disabled={status === 'stopped'}>
          Stop
        </button>
        <button type="button" className={buttonClass.secondary} onClick={reset}>
          Reset
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => void copyTab()}>
          Copy {activeEditorTab.label}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => void share()}>
          Share link
        </button>
      </div>
      <p role="status" className={styles.status} data-status={status}>
        {problem ?? statusText} {notice}
      </p>
      <div ref={viewport} className={styles.viewport}>
        <div className={styles.stage} style={{width: streamWidth, height: streamHeight, transform: `scale(${scale})`}}>
          {sandbox.frame}
        </div>
      </div>
      <EventPanel
        codeId={codeId}
        actionButtons={buttons}
        disabled={status === 'stopped'}
        onFire={(event, payload) => post('emit', {event, payload})}
      />
      <h4 className={styles.subheading}>Log</h4>
      {log.hidden > 0 && <p className={styles.hidden}>{log.hidden} earlier lines are not shown.</p>}
      <div role="log" aria-label={`${title} sandbox log`}>
        <ol className={styles.log}>
          {log.lines.map((line) => (
            <li key={line.id} className={toneClass[line.tone]}>
              {line.text} {line.newer && <NewerLumia />}
            </li>
          ))}
        </ol>
      </div>
      <h4 className={styles.subheading}>Code</h4>
      <div role="tablist" aria-label="Overlay editor tabs" className={styles.tabs}>
        {editorTabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={activeTab === tab.value}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => setActiveTab(tab.value)}>
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${activeTab}`}>
        <CodeEditor
          key={`${activeTab}-${editorGeneration}`}
          initialValue={tabs[activeTab]}
          language={activeEditorTab.language}
          label={`${title}: ${activeEditorTab.label} tab`}
          onChange={(value) => setTabs((current) => ({...current, [activeTab]: value}))}
        />
      </div>
      <details className={styles.state}>
        <summary>Storage, variables and loyalty points of this session</summary>
        <p>
          Sandbox values: storage keeps String(value), as the {trackedVersion} typings say a value is stringified; every viewer starts at 0 points and
          a balance may go below zero. What Lumia Stream does with points in those cases is not documented.
        </p>
        <pre>{shortJson(session, 4000)}</pre>
      </details>
    </section>
  );
}
