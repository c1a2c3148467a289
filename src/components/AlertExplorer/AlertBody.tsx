import type {ReactNode} from 'react';
import alertExplorer from '@generated/lumia-reference/default/alertExplorer.json';
import CodeList from '@site/src/components/CodeList';
import TrackedVersion from '@site/src/components/TrackedVersion';
import type {ExplorerAlert, ExplorerChoice, ExplorerQuickAction} from '@site/src/data/alertExplorer';
import {quickActionsId} from '@site/src/lib/alertFilter';
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
 * example, the websocket event and the overlay payload after this list, from
 * `alertQuickActions.json`, and hides the list by its id. Nothing here is read back.
 */
function QuickActionText({action}: {action: ExplorerQuickAction}): ReactNode {
  return (
    <li className={styles.quickAction}>
      <p className={styles.quickActionLabel}>{action.label}</p>
      <div hidden>
        <pre data-send-body>{JSON.stringify(action.body)}</pre>
        <p>
          <code>dynamic</code>: <code>{JSON.stringify(action.dynamic)}</code>
        </p>
      </div>
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
          <ul className={styles.quickActions} id={quickActionsId(alert.value)}>
            {alert.quickActions.map((action) => (
              <QuickActionText key={action.label} action={action} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

const alerts = new Map(alertExplorer.flatMap((group) => group.alerts.map((alert) => [alert.value, alert])));

/**
 * What an opened alert of the installed `@lumiastream/lumia-types` shows below its summary. Static:
 * the `<details>` around it, filtering, opening by link and the live quick actions are the
 * explorer's (./index.tsx).
 */
export default function AlertBody({value}: {value: string}): ReactNode {
  const alert = alerts.get(value);
  // An alert the explorer does not know is a bug of this site: fail the build, not the reader.
  if (!alert) throw new Error(`AlertExplorer: no alert "${value}" in the alert explorer`);
  return <AlertDetails alert={alert} />;
}
