import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import alertGroups from '@generated/lumia-reference/default/alertGroups.json';
import CodeList from '@site/src/components/CodeList';
import {alertAnchor} from '@site/src/data/anchors';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

/** Every alert value of the installed `@lumiastream/lumia-types`, grouped by platform. */
export default function AlertValueTables(): ReactNode {
  const brokenLinks = useBrokenLinks();
  const total = alertGroups.reduce((sum, group) => sum + group.alerts.length, 0);
  return (
    <div>
      <p>
        {total} alert values on {alertGroups.length} platforms. The variables column lists the names an alert accepts in{' '}
        <code>params.extraSettings</code>.
      </p>
      {alertGroups.map((group) => (
        <section key={group.platform} className={styles.group}>
          <Heading as="h3" id={`alerts-${group.platform}`}>
            {group.platform} ({group.alerts.length})
          </Heading>
          <ScrollRegion label={`${group.platform} alert values`}>
            <table className={styles.alerts}>
              <thead>
                <tr>
                  <th scope="col">value</th>
                  <th scope="col">Name in the app</th>
                  <th scope="col">extraSettings variables</th>
                </tr>
              </thead>
              <tbody>
                {group.alerts.map((alert) => {
                  // Registered so that links to an alert's row pass the build's anchor check.
                  brokenLinks.collectAnchor(alertAnchor(alert.value));
                  return (
                  <tr key={alert.value} id={alertAnchor(alert.value)}>
                    <td>
                      <code>{alert.value}</code>
                    </td>
                    <td>{alert.label}</td>
                    <td>
                      {alert.variables.length === 0 ? 'none' : <CodeList values={alert.variables} />}
                    </td>
                  </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ))}
    </div>
  );
}
