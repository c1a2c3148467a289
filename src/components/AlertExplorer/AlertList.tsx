import {useEffect, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import alertExplorer from '@generated/lumia-reference/default/alertExplorer.json';
import CodeList from '@site/src/components/CodeList';
import TrackedVersion from '@site/src/components/TrackedVersion';
import type {ExplorerAlert, ExplorerChoice, ExplorerQuickAction} from '@site/src/data/alertExplorer';
import {alertAnchor} from '@site/src/data/anchors';
import {quickActionSlotId, quickActionTextId} from '@site/src/lib/alertFilter';
import styles from './styles.module.css';

const token = (name: string) => `{{${name}}}`;

/**
 * The choices of a selection. Each value is code with its whitespace kept (`"Music  Album"` has two
 * spaces); `data-exact` carries it to the Markdown twin, whose converter collapses spaces in text.
 */
function Choices({choices}: {choices: readonly ExplorerChoice[]}): ReactNode {
  return (
    <>
      ; choices:{' '}
      {choices.map((choice, index) => (
        <span key={`${choice.label} ${choice.value}`}>
          {index > 0 && ', '}
          {choice.label} (
          <code className={styles.exact} data-exact={choice.value}>
            {choice.value}
          </code>
          )
        </span>
      ))}
    </>
  );
}

/**
 * One quick action in text form: its label, the `/api/send` body and its `dynamic` values, for the
 * Markdown twin and readers without scripts. When the alert opens, the explorer draws the request
 * example, the websocket event and the overlay payload into the slot from `alertQuickActions.json`,
 * and hides this text form by its id. Nothing here is read back.
 */
function QuickActionText({alertValue, position, action}: {alertValue: string; position: number; action: ExplorerQuickAction}): ReactNode {
  return (
    <li className={styles.quickAction}>
      <div id={quickActionTextId(alertValue, position)}>
        <p className={styles.quickActionLabel}>{action.label}</p>
        <div hidden>
          <pre data-send-body>{JSON.stringify(action.body)}</pre>
          <p>
            <code>dynamic</code>: <code>{JSON.stringify(action.dynamic)}</code>
          </p>
        </div>
      </div>
      <div id={quickActionSlotId(alertValue, position)} />
    </li>
  );
}

function AlertDetails({alert}: {alert: ExplorerAlert}): ReactNode {
  if (!alert.hasConfig) {
    return (
      <p>
        <code>LumiaAlertConfigs</code> of <TrackedVersion /> has no entry for this value: the package gives it no default message, variables, input
        fields, variation conditions or quick actions. It is still a valid <code>params.value</code>.
      </p>
    );
  }
  return (
    <>
      {alert.message && (
        <p>
          Default message: <code>{alert.message}</code>
        </p>
      )}
      <p className={styles.alertNames}>
        {alert.variables.length === 0 ? (
          'No variables.'
        ) : (
          <>
            Variables: <CodeList values={alert.variables.map((variable) => token(variable.name))} />
          </>
        )}
      </p>
      {/* In the page (and so in the search index and the twin) from the start, inside the closed alert. */}
      <div>
        <dl className={styles.facts}>
          {alert.eventlistMessage && (
            <>
              <dt>In the event list</dt>
              <dd>
                <code>{alert.eventlistMessage}</code>
                {alert.eventlistDetailedMessage && (
                  <>
                    , in detail <code>{alert.eventlistDetailedMessage}</code>
                  </>
                )}
              </dd>
            </>
          )}
          {alert.connection && (
            <>
              <dt>Connection</dt>
              <dd>
                <code>{alert.connection}</code>
              </dd>
            </>
          )}
        </dl>
        <p className={styles.part}>Variables</p>
        {alert.variables.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className={styles.variables}>
            {alert.variables.map((variable) => (
              <li key={variable.name}>
                <code>{token(variable.name)}</code> · <code>{`extraSettings.${variable.name}`}</code>
                {variable.description && `: ${variable.description}`}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.part}>Input fields</p>
        {alert.inputFields.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {alert.inputFields.map((field) => (
              <li key={`${field.label} ${field.variable ?? field.dynamic}`}>
                {field.label} ({field.type}
                {field.required ? ', required' : ''})
                {field.variable && (
                  <>
                    {' '}
                    fills <code>{token(field.variable)}</code>
                  </>
                )}
                {field.dynamic && (
                  <>
                    {field.variable ? ' and ' : ' fills '}
                    <code>{`dynamic.${field.dynamic}`}</code>
                  </>
                )}
                {field.defaultValue !== undefined && (
                  <>
                    , default <code>{field.defaultValue}</code>
                  </>
                )}
                {field.choices && <Choices choices={field.choices} />}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.part}>Variation conditions</p>
        {alert.conditions.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul>
            {alert.conditions.map((condition, index) => (
              <li key={`${condition.type} ${index}`}>
                <code>{condition.type}</code>
                {condition.label && <>: {condition.label}</>}
                {condition.description && <> ({condition.description})</>}
                {condition.choices && <Choices choices={condition.choices} />}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.part}>Quick actions</p>
        {alert.quickActions.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className={styles.quickActions}>
            {alert.quickActions.map((action, position) => (
              <QuickActionText key={action.label} alertValue={alert.value} position={position} action={action} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export interface PlatformAlertsProps {
  platform: string;
  /**
   * Called once the list is on the page. Only a list drawn in the browser (after a client-side
   * navigation) calls it; one the server rendered was there before the explorer hydrated.
   */
  onShown?: () => void;
}

/**
 * The alert values of one platform of the installed `@lumiastream/lumia-types`, each a closed
 * `<details>` whose id is its value. Static: the platform's heading and count, filtering (by those
 * ids), opening by link and the live quick actions are the explorer's (./index.tsx).
 */
export default function PlatformAlerts({platform, onShown}: PlatformAlertsProps): ReactNode {
  const brokenLinks = useBrokenLinks();
  useEffect(() => onShown?.(), [onShown]);
  const group = alertExplorer.find((entry) => entry.platform === platform);
  // A platform the explorer does not know is a bug of this site: fail the build, not the reader.
  if (!group) throw new Error(`AlertExplorer: no platform "${platform}" in the alert explorer`);
  return group.alerts.map((alert) => {
    // Registered so that links to an alert pass the build's anchor check.
    brokenLinks.collectAnchor(alertAnchor(alert.value));
    return (
      <details
        key={alert.value}
        id={alertAnchor(alert.value)}
        className={styles.alert}
        data-alert={alert.value}
        data-names={`${alert.value} ${alert.label ?? ''}`.trim().toLowerCase()}
        data-variables={alert.variables.map((variable) => variable.name.toLowerCase()).join(' ')}>
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
          <AlertDetails alert={alert} />
        </div>
      </details>
    );
  });
}
