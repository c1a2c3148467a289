import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import alertExplorer from '@generated/lumia-reference/default/alertExplorer.json';
import CodeList from '@site/src/components/CodeList';
import TrackedVersion from '@site/src/components/TrackedVersion';
import type {ExplorerAlert, ExplorerChoice, ExplorerQuickAction} from '@site/src/data/alertExplorer';
import {alertAnchor} from '@site/src/data/anchors';
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
 * One quick action in text form: its label, the `/api/send` body and its `dynamic` values. The
 * explorer reads the body and values back when the alert opens and shows the request example,
 * the websocket event and the overlay payload instead.
 */
function QuickActionText({action}: {action: ExplorerQuickAction}): ReactNode {
  return (
    <li className={styles.quickAction} data-quick-action>
      <div data-quick-action-text>
        <p className={styles.quickActionLabel} data-quick-action-label>
          {action.label}
        </p>
        <div hidden>
          <pre data-send-body>{JSON.stringify(action.body)}</pre>
          <p>
            <code>dynamic</code>: <code data-dynamic>{JSON.stringify(action.dynamic)}</code>
          </p>
        </div>
      </div>
      <div data-quick-action-live />
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
      <p data-alert-names>
        {alert.variables.length === 0 ? (
          'No variables.'
        ) : (
          <>
            Variables: <CodeList values={alert.variables.map((variable) => token(variable.name))} />
          </>
        )}
      </p>
      {/* In the page (and so in the search index and the twin) from the start, inside the closed alert. */}
      <div data-alert-detail>
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
            {alert.quickActions.map((action) => (
              <QuickActionText key={action.label} action={action} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/**
 * Every alert value of the installed `@lumiastream/lumia-types`, grouped by platform, each a closed
 * `<details>` whose id is its value. Static: filtering, opening by link and the live quick actions
 * are the explorer's (./index.tsx).
 */
export default function AlertList(): ReactNode {
  const brokenLinks = useBrokenLinks();
  return alertExplorer.map((group) => (
    <section key={group.platform} className={styles.group} data-alert-platform={group.platform}>
      <Heading as="h3" id={`alerts-${group.platform}`}>
        {group.label} (<span data-alert-count>{group.alerts.length}</span>)
      </Heading>
      {group.alerts.map((alert) => {
        // Registered so that links to an alert pass the build's anchor check.
        brokenLinks.collectAnchor(alertAnchor(alert.value));
        return (
          <details
            key={alert.value}
            id={alertAnchor(alert.value)}
            className={styles.alert}
            data-alert={alert.value}
            data-origin={alert.origin}
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
      })}
    </section>
  ));
}
