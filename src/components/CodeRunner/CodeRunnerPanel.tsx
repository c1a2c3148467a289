import {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import helpers from '@generated/custom-code-source/default/custom-code-helpers.json';
import NewerLumia from '@site/src/components/NewerLumia';
import {useTrackedVersion} from '@site/src/components/TrackedVersion';
import {buttonClass} from '@site/src/lib/buttons';
import {isViewerText, listTokens, missingNewerHelper, refusedWithoutDone, substituteTokens, type LumiaBuild} from '@site/src/lib/customCode';
import {getVariableNames, viewerTextInTemplates} from '@site/src/lib/customCodeAnalysis';
import CodeEditor from '@site/src/lib/sandbox/CodeEditor';
import {customCodeDocument, type CustomCodeRun, type RunnerEntry, type SessionState} from '@site/src/lib/sandbox/customCodeDocument';
import {readShareFragment, shareFragment} from '@site/src/lib/sandbox/share';
import {useSandboxFrame} from '@site/src/lib/sandbox/useSandboxFrame';
import {readSharedRun, runVariables, sampleValue, templateAttackSample} from './runnerInput';
import {codeRunnerSharePrefix} from './sharePrefix';
import {describeCall, maxTranscriptRows, type TranscriptRow} from './transcript';
import styles from './styles.module.css';

/** A run that has not called done() by then is stopped, in ms. */
export const runTimeoutMs = 5_000;
const timeoutSeconds = runTimeoutMs / 1000;

const emptySession: SessionState = {store: [], savedVariables: [], files: []};

type Outcome =
  | {kind: 'idle'}
  | {kind: 'running'; returned: boolean}
  | {kind: 'stopped'; done: number}
  /** Not run: newer builds refuse code without a `done(` call. */
  | {kind: 'refused'}
  | Ended;

type EndEntry = Extract<RunnerEntry, {kind: 'end'}>;
/** How a run ended, as the frame reported it. */
type Ended = Omit<EndEntry, 'kind' | 'reason'> & {kind: EndEntry['reason']};

const isArgToken = (name: string) => /^arg=\d+/.test(name);

/** The status line: what the run is doing or how it ended. */
function statusText(outcome: Outcome, unresponsive: boolean): string {
  switch (outcome.kind) {
    case 'idle':
      return 'Not run yet.';
    case 'running':
      if (unresponsive) return 'Not answering: the runner has not answered for 2 s. Stop ends it.';
      return outcome.returned
        ? `Running: the function returned without calling done(); waiting up to ${timeoutSeconds} s for a later done().`
        : 'Running…';
    case 'stopped':
      return 'Stopped: you stopped the run.';
    case 'refused':
      return 'Did not run: newer builds refuse code whose text has no done( call.';
    case 'finished':
      return 'Finished: the script called done().';
    case 'threw':
      return `Finished with an error: the script threw ${outcome.error ?? 'an error'}.`;
    case 'syntax':
      return `Did not run: the script has a syntax error (${outcome.error ?? 'unknown'}).`;
    case 'timeout':
      return outcome.done > 0
        ? `Stopped after ${timeoutSeconds} s: done() was called, but the function was still running.`
        : `Stopped after ${timeoutSeconds} s: done() was never called.`;
  }
}

/** What the end of a run means in Lumia Stream, as far as the documentation says. */
function outcomeNotes(outcome: Outcome): string[] {
  if (outcome.kind === 'idle' || outcome.kind === 'running' || outcome.kind === 'refused') return [];
  const notes: string[] = [];
  const done = outcome.kind === 'syntax' ? 0 : outcome.done;
  if (outcome.kind === 'threw')
    notes.push(`The script threw: ${outcome.error ?? 'an error'}. What Lumia Stream does when a script throws is not documented.`);
  if (outcome.kind === 'timeout' && done > 0)
    notes.push(`The runner stops every script after ${timeoutSeconds} s. Lumia Stream documents no time limit.`);
  // After a throw, what happens to the worker is not documented either.
  if (done === 0 && outcome.kind === 'threw') notes.push('done() was never called; whether the worker then stays open is not documented.');
  else if (done === 0 && outcome.kind !== 'syntax')
    notes.push(
      `done() was never called. In Lumia Stream the script's worker stays open until done() is called, and no time limit is documented.${outcome.kind === 'timeout' ? ` The runner stops a script after ${timeoutSeconds} s.` : ''}`,
    );
  if (done > 1) notes.push(`done() was called ${done} times: call it exactly once, as the last step.`);
  return notes;
}

function showStored(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

export interface CodeRunnerPanelProps {
  id: string;
  code: string;
  title: string;
  /** Opened by a shared link: read the fragment and scroll the runner into view; a new value reads it again. */
  link: number;
}

/** The opened runner: editor, the values the script reads, the filled-in script, Run and the transcript. */
export default function CodeRunnerPanel({id, code: example, title, link}: CodeRunnerPanelProps): ReactNode {
  const trackedVersion = useTrackedVersion();
  const fieldId = useId();
  const section = useRef<HTMLElement>(null);
  const [editor, setEditor] = useState({key: 0, code: example});
  const [code, setCode] = useState(example);
  const [values, setValues] = useState<Record<string, string>>({});
  const [lumia, setLumia] = useState<LumiaBuild>('tracked');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [session, setSession] = useState<SessionState>(emptySession);
  const [rows, setRows] = useState<TranscriptRow[]>([]);
  const [leftOut, setLeftOut] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const [notice, setNotice] = useState('');
  const [shareLink, setShareLink] = useState('');

  const tokens = useMemo(() => listTokens(code), [code]);
  const readNames = useMemo(() => {
    const names = getVariableNames(code);
    // {{arg=N}} is a word of message in newer builds, so a script with one needs message too.
    if (tokens.some(isArgToken) && !tokens.includes('message') && !names.includes('message')) names.push('message');
    return names;
  }, [code, tokens]);
  const fields = useMemo(() => [...tokens, ...readNames.filter((name) => !tokens.includes(name))], [tokens, readNames]);
  const variables = useMemo(() => runVariables(tokens, readNames, values), [tokens, readNames, values]);
  const filled = useMemo((): {code: string} | {error: string} => {
    try {
      return {code: substituteTokens(code, variables, lumia)};
    } catch (error) {
      return {error: error instanceof Error ? error.message : String(error)};
    }
  }, [code, variables, lumia]);
  const inTemplates = useMemo(() => viewerTextInTemplates(code), [code]);

  const run = useRef<CustomCodeRun | null>(null);
  const stopRef = useRef<() => void>(() => undefined);
  const onEntries = useCallback(
    (entries: unknown[], dropped: number) => {
      const added: TranscriptRow[] = [];
      let end: EndEntry | null = null;
      let returned = false;
      // A ReferenceError naming a helper that only newer builds have, on the tracked version: say so.
      const newerOnly = (error: unknown) => {
        const helper = missingNewerHelper(typeof error === 'string' ? error : undefined, helpers, run.current?.lumia ?? 'tracked');
        if (helper)
          added.push({
            helper,
            text: `Not defined here: the runner leaves ${helper} out with ${trackedVersion} selected, as only newer builds document it; what a ${trackedVersion} build does with a call to it is not documented.`,
          });
      };
      for (const entry of entries as RunnerEntry[]) {
        if (typeof entry !== 'object' || entry === null) continue;
        if (entry.kind === 'call' && typeof entry.helper === 'string' && Array.isArray(entry.args))
          added.push({helper: entry.helper, text: describeCall(entry.helper, entry.args)});
        else if (entry.kind === 'failed' && typeof entry.helper === 'string')
          added.push({helper: entry.helper, text: `Fails here: ${String(entry.error)}.`});
        else if (entry.kind === 'uncaught') {
          added.push({helper: 'error', text: `An error nothing caught: ${String(entry.text)}`});
          newerOnly(entry.text);
        } else if (entry.kind === 'state' && Array.isArray(entry.store) && Array.isArray(entry.savedVariables) && Array.isArray(entry.files))
          setSession({store: entry.store, savedVariables: entry.savedVariables, files: entry.files});
        else if (entry.kind === 'returned') returned = true;
        else if (entry.kind === 'end') {
          end = entry;
          newerOnly(entry.error);
        }
      }
      let extra = dropped;
      setRows((current) => {
        const room = Math.max(0, maxTranscriptRows - current.length);
        extra += Math.max(0, added.length - room);
        return room === 0 ? current : [...current, ...added.slice(0, room)];
      });
      if (end) {
        const {reason, leftOut: workerLeftOut, ...rest} = end;
        setLeftOut((current) => current + extra + (Number.isFinite(workerLeftOut) ? workerLeftOut : 0));
        setOutcome({...rest, leftOut: workerLeftOut, kind: reason});
        stopRef.current();
      } else {
        if (extra > 0) setLeftOut((current) => current + extra);
        if (returned) setOutcome({kind: 'running', returned: true});
      }
    },
    [trackedVersion],
  );
  const documentFor = useCallback((bridge: string) => customCodeDocument(bridge, run.current!), []);
  const sandbox = useSandboxFrame({document: documentFor, onEntries, title: `Sandbox of the ${title} runner`, className: styles.frame});
  useEffect(() => {
    stopRef.current = () => sandbox.stop();
  }, [sandbox]);

  const start = () => {
    if ('error' in filled) return;
    if (refusedWithoutDone(code, lumia)) {
      sandbox.stop();
      setRows([]);
      setLeftOut(0);
      setOutcome({kind: 'refused'});
      return;
    }
    run.current = {code: filled.code, helpers, variables, lumia, session, timeoutMs: runTimeoutMs, maxRecords: maxTranscriptRows};
    setRows([]);
    setLeftOut(0);
    setOutcome({kind: 'running', returned: false});
    sandbox.start();
  };
  const stop = () => {
    sandbox.stop();
    setOutcome((current) => (current.kind === 'running' ? {kind: 'stopped', done: rows.filter((row) => row.helper === 'done').length} : current));
  };
  const loadCode = (text: string) => {
    setEditor((current) => ({key: current.key + 1, code: text}));
    setCode(text);
  };
  const reset = () => {
    sandbox.stop();
    loadCode(example);
    setValues({});
    setLumia('tracked');
    setRows([]);
    setLeftOut(0);
    setOutcome({kind: 'idle'});
    setNotice('The example is back as it was.');
  };
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setNotice('Script copied: paste it into the Custom JavaScript tab of Lumia Stream.'),
      () => setNotice('Copying failed: select the script in the editor and copy it.'),
    );
  };
  const share = async () => {
    const shared = {
      runner: id,
      code,
      values: Object.fromEntries(fields.map((name) => [name, values[name] ?? sampleValue(name, !tokens.includes(name))])),
      lumia,
    };
    const url = `${window.location.href.split('#')[0]}#${await shareFragment(codeRunnerSharePrefix, shared)}`;
    window.history.replaceState(window.history.state, '', url);
    setShareLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setNotice('Link copied. It holds the script and its values in the address, after the #, which is never sent to a server.');
    } catch {
      setNotice('The link is below. It holds the script and its values after the #, which is never sent to a server.');
    }
  };

  // A shared link: open its script here, or say why it cannot be opened.
  useEffect(() => {
    if (link === 0) return;
    let current = true;
    void readShareFragment(window.location.hash, codeRunnerSharePrefix).then((value) => {
      if (!current || value === null) return;
      const shared = value instanceof Error ? value : readSharedRun(value);
      setLinkError(shared instanceof Error ? shared.message : null);
      if (!(shared instanceof Error)) {
        loadCode(shared.code);
        setValues(shared.values);
        setLumia(shared.lumia);
      }
      section.current?.scrollIntoView({block: 'start'});
    });
    return () => {
      current = false;
    };
  }, [link]);

  const running = sandbox.status !== 'stopped' && outcome.kind === 'running';
  const notes = outcomeNotes(outcome);
  const storeItems = session.store;

  return (
    <section ref={section} className={styles.panel} aria-label={`Code runner: ${title}`}>
      {linkError && (
        <p role="alert" className={styles.linkError}>
          {linkError} The runner shows the example instead.
        </p>
      )}
      <CodeEditor key={editor.key} initialValue={editor.code} language="js" label={`Script of the ${title}`} onChange={setCode} />

      <fieldset className={styles.values}>
        <legend>What the script reads</legend>
        <div className={styles.field}>
          <label htmlFor={`${fieldId}-build`}>Lumia Stream build</label>
          <select id={`${fieldId}-build`} value={lumia} onChange={(event) => setLumia(event.target.value as LumiaBuild)}>
            <option value="tracked">{trackedVersion}</option>
            <option value="newer">Newer Lumia</option>
          </select>
          <span className={styles.hint}>
            Newer builds <NewerLumia /> remove quotes, backticks and á é í ó ú ñ ü from viewer text before it is pasted in. With {trackedVersion}{' '}
            selected, the runner leaves out the helpers only newer builds document; what a {trackedVersion} build does with them is not documented.
          </span>
        </div>
        {fields.length === 0 && <p className={styles.hint}>The script has no {'{{tokens}}'} and reads no variable by name.</p>}
        {fields.map((name, index) => {
          const isToken = tokens.includes(name);
          return (
            <div className={styles.field} key={name}>
              <label htmlFor={`${fieldId}-${index}`}>
                <code>{isToken ? `{{${name}}}` : `getVariable('${name}')`}</code>
              </label>
              <input
                id={`${fieldId}-${index}`}
                type="text"
                value={values[name] ?? sampleValue(name, !isToken)}
                spellCheck={false}
                onChange={(event) => setValues((current) => ({...current, [name]: event.target.value}))}
              />
              <span className={styles.hint}>
                {isToken && isArgToken(name) ? (
                  <>
                    Text a viewer typed, pasted into the code as raw text. Empty: word {name.slice(4)} of message in newer builds <NewerLumia />; what{' '}
                    {trackedVersion} pastes is not documented, and with it selected the runner pastes nothing.
                  </>
                ) : isToken ? (
                  `${isViewerText(name) ? 'Text a viewer typed, pasted' : 'Pasted'} into the code as raw text.`
                ) : (
                  <>
                    The script reads this value while it runs (text, or JSON for an object). A value here acts as a variable of the command or alert
                    and is read before a saved variable of the same name, as in newer builds <NewerLumia /> (not documented for {trackedVersion}).
                    Leave it empty to read the variable saved by an earlier run (see Kept between runs), if there is one.
                  </>
                )}
              </span>
            </div>
          );
        })}
      </fieldset>

      {inTemplates.length > 0 && (
        <div className={clsx('alert alert--warning', styles.warning)}>
          <p>
            <strong>Viewer text in a template literal.</strong> {inTemplates.map(({name, line}) => `{{${name}}} on line ${line}`).join(', ')}{' '}
            {inTemplates.length === 1 ? 'sits' : 'sit'} inside backticks. A viewer who types <code>{'${…}'}</code> there can make it run as code: on{' '}
            {trackedVersion} it probably runs (its docs describe only raw <code>{'{{…}}'}</code> replacement and say nothing about{' '}
            <code>{'${…}'}</code>); on newer builds <NewerLumia /> whether it runs is not documented
            {lumia === 'newer' ? ' (the runner runs it as ' + trackedVersion + ' probably does)' : ''}. Read viewer text with <code>getVariable</code>{' '}
            instead: <Link to="/docs/custom-code/important-notes#read-viewer-text-with-getvariable">never put viewer text in the code</Link>.
          </p>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => setValues((current) => ({...current, [inTemplates[0].name]: templateAttackSample}))}>
            Fill in {`{{${inTemplates[0].name}}}`} as a viewer who types {templateAttackSample}
          </button>
        </div>
      )}

      {'error' in filled ? (
        <p role="alert" className={styles.linkError}>
          The script cannot be filled in: {filled.error}.
        </p>
      ) : (
        <CodeBlock language="js" title="As Lumia Stream would run it, with the values filled in">
          {filled.code}
        </CodeBlock>
      )}

      <div className={styles.toolbar}>
        <button type="button" className={buttonClass.primary} onClick={start} disabled={'error' in filled}>
          Run
        </button>
        <button type="button" className={buttonClass.secondary} onClick={stop} disabled={!running}>
          Stop
        </button>
        <button type="button" className={buttonClass.secondary} onClick={reset}>
          Reset
        </button>
        <button type="button" className={buttonClass.secondary} onClick={copy}>
          Copy script
        </button>
        <button type="button" className={buttonClass.secondary} onClick={() => void share()}>
          Share link
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={session.store.length === 0 && session.savedVariables.length === 0 && session.files.length === 0}
          onClick={() => {
            setSession(emptySession);
            setNotice('The store, saved variables and files are empty again.');
          }}>
          Clear store
        </button>
      </div>
      <p role="status" className={styles.status}>
        {statusText(outcome, sandbox.status === 'unresponsive')}
      </p>
      {notice && <p className={styles.hint}>{notice}</p>}
      {shareLink && (
        <div className={styles.field}>
          <label htmlFor={`${fieldId}-link`}>Link to this script</label>
          <input id={`${fieldId}-link`} type="text" readOnly value={shareLink} onFocus={(event) => event.target.select()} />
        </div>
      )}

      <p className={styles.heading}>Transcript</p>
      {rows.length === 0 ? (
        <p className={styles.hint}>{outcome.kind === 'idle' ? 'Run the script to see every helper call it makes.' : 'No helper was called.'}</p>
      ) : (
        <ol className={styles.transcript} aria-label="Helper calls, in order">
          {rows.map((row, index) => (
            <li key={index}>
              <code>{row.helper}</code> {row.text}
            </li>
          ))}
        </ol>
      )}
      {leftOut > 0 && (
        <p className={styles.hint}>
          {leftOut.toLocaleString('en')} more {leftOut === 1 ? 'call was' : 'calls were'} left out: the transcript shows the first {maxTranscriptRows}
          .
        </p>
      )}
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}

      <p className={styles.heading}>Kept between runs on this page</p>
      <ul className={styles.kept}>
        <li>
          Store:{' '}
          {storeItems.length === 0
            ? 'empty'
            : storeItems.map(([name, value]) => (
                <span key={name} className={styles.item}>
                  <code>{name}</code> = <code>{showStored(value)}</code>
                </span>
              ))}
        </li>
        <li>
          Saved variables:{' '}
          {session.savedVariables.length === 0
            ? 'none'
            : session.savedVariables.map(([name, value]) => (
                <span key={name} className={styles.item}>
                  <code>{name}</code> = <code>{showStored(value)}</code>
                </span>
              ))}
        </li>
        <li>
          Files:{' '}
          {session.files.length === 0
            ? 'none'
            : session.files.map(([path, text]) => (
                <span key={path} className={styles.item}>
                  <code>{path}</code>: <code>{showStored(text)}</code>
                </span>
              ))}
        </li>
      </ul>
      <p className={styles.hint}>
        Here a store item that was never saved reads as <code>undefined</code>, and <code>readFile</code> of a file this page never wrote rejects;
        what Lumia Stream does in either case is not documented. Helpers without a stand-in answer record the call and give <code>undefined</code>.
      </p>
      {sandbox.frame}
    </section>
  );
}
