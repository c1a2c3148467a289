import {useEffect, useId, useState, useSyncExternalStore, type ReactNode} from 'react';
import {connectionProblem, hostProblem, isLocalNetworkHost, portProblem, type LumiaConnection} from '@site/src/lib/connection';
import {getConnection, getServerConnection, setConnection, subscribeConnection} from '@site/src/lib/connectionStore';
import {callLumia, type LumiaAnswer} from '@site/src/lib/callLumia';
import {buttonClass} from '@site/src/lib/buttons';
import styles from './styles.module.css';

export function useConnection(): LumiaConnection {
  return useSyncExternalStore(subscribeConnection, getConnection, getServerConnection);
}

function summarizeRetrieve(answer: LumiaAnswer): string {
  try {
    const {data} = JSON.parse(answer.bodyText) as {data?: {types?: unknown[]; lights?: unknown[]; premium?: boolean}};
    const types = data?.types?.length ?? 0;
    const lights = data?.lights?.length ?? 0;
    return `Connected in ${answer.durationMs} ms: Lumia Stream accepts ${types} command types and controls ${lights} lights.`;
  } catch {
    return `Connected in ${answer.durationMs} ms, but the answer was not the JSON Lumia Stream usually sends.`;
  }
}

const portFromText = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** Host, port and token of the reader's own Lumia Stream, shared by every Try it panel on the site. */
export default function ConnectionSettings(): ReactNode {
  const connection = useConnection();
  const id = useId();
  const [showToken, setShowToken] = useState(false);
  const [portText, setPortText] = useState(String(connection.port));
  const [testResult, setTestResult] = useState<{ok: boolean; text: string} | null>(null);
  const [testing, setTesting] = useState(false);
  const hostError = hostProblem(connection.host);
  const portError = portProblem(connection.port);
  const remoteHost = hostError === null && !isLocalNetworkHost(connection.host);
  const problem = connectionProblem(connection);
  // Hints are neutral; green only once a test has succeeded.
  const status =
    connection.token === ''
      ? {className: styles.hint, text: 'Paste your token to send requests.'}
      : testResult
        ? {className: testResult.ok ? 'status-ok' : 'status-error', text: testResult.text}
        : {className: styles.hint, text: remoteHost ? problem : null};

  // Another panel on the page may change the shared port: show it here too.
  useEffect(() => {
    setPortText((text) => (Object.is(portFromText(text), connection.port) ? text : Number.isNaN(connection.port) ? '' : String(connection.port)));
  }, [connection.port]);

  const update = (change: Partial<LumiaConnection>) => setConnection({...connection, ...change});

  async function testConnection() {
    setTesting(true);
    setTestResult(null);
    const answer = await callLumia(connection, {method: 'GET', path: '/api/retrieve'}).finally(() => setTesting(false));
    setTestResult(
      answer.diagnosis ? {ok: false, text: `${answer.diagnosis.title} ${answer.diagnosis.fix}`} : {ok: true, text: summarizeRetrieve(answer)},
    );
  }

  return (
    <fieldset className={styles.settings}>
      <legend>Your Lumia Stream</legend>
      {/* Each label shares a group with its field, so the two wrap to a new line together. */}
      <div className={styles.row}>
        <div className={`${styles.field} ${styles.hostField}`}>
          <label htmlFor={`${id}-host`}>Host</label>
          <input
            id={`${id}-host`}
            value={connection.host}
            onChange={(event) => update({host: event.target.value.trim()})}
            aria-invalid={hostError !== null}
            aria-describedby={hostError ? `${id}-host-error` : undefined}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-port`}>Port</label>
          <input
            id={`${id}-port`}
            className={styles.port}
            inputMode="numeric"
            value={portText}
            onChange={(event) => {
              setPortText(event.target.value);
              // Kept even when invalid, so every Send and Connect button sees the same problem.
              update({port: portFromText(event.target.value)});
            }}
            aria-invalid={portError !== null}
            aria-describedby={portError ? `${id}-port-error` : undefined}
          />
        </div>
      </div>
      {hostError && (
        <p id={`${id}-host-error`} className="status-error">
          {hostError}
        </p>
      )}
      {portError && (
        <p id={`${id}-port-error`} className="status-error">
          {portError}
        </p>
      )}
      <div className={styles.row}>
        <div className={`${styles.field} ${styles.tokenField}`}>
          <label htmlFor={`${id}-token`}>Token</label>
          <input
            id={`${id}-token`}
            type={showToken ? 'text' : 'password'}
            value={connection.token}
            onChange={(event) => update({token: event.target.value.trim()})}
            autoComplete="off"
            spellCheck={false}
            placeholder="From Settings → API"
            className={styles.token}
          />
          <button type="button" className={buttonClass.inline} aria-pressed={showToken} onClick={() => setShowToken(!showToken)}>
            {showToken ? 'Hide token' : 'Show token'}
          </button>
        </div>
      </div>
      {remoteHost && (
        <div className={styles.row}>
          <div className={styles.check}>
            <input
              id={`${id}-trust`}
              type="checkbox"
              checked={connection.trustedRemoteHost === connection.host}
              onChange={(event) => update({trustedRemoteHost: event.target.checked ? connection.host : undefined})}
              aria-describedby={`${id}-trust-why`}
            />
            <label htmlFor={`${id}-trust`}>Send my token to {connection.host}</label>
          </div>
          <span id={`${id}-trust-why`} className={styles.hint}>
            It is not this computer or an address on your local network, and plain http carries the token unencrypted.
          </span>
        </div>
      )}
      <div className={styles.row}>
        <div className={styles.check}>
          <input id={`${id}-remember`} type="checkbox" checked={connection.remember} onChange={(event) => update({remember: event.target.checked})} />
          <label htmlFor={`${id}-remember`}>Remember on this device</label>
        </div>
        <span className={styles.hint}>{connection.remember ? 'Kept in this browser until you untick this.' : 'Kept for this tab only.'}</span>
      </div>
      <div className={styles.row}>
        <button type="button" className={buttonClass.secondary} onClick={() => void testConnection()} disabled={testing || problem !== null}>
          {testing ? 'Testing…' : 'Test connection'}
        </button>
        <p role="status" className={status.className}>
          {status.text}
        </p>
      </div>
    </fieldset>
  );
}
