import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import commands from '@generated/lumia-reference/default/commands.json';
import NewerLumia from '@site/src/components/NewerLumia';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

/** Every command type of the send API, with the page that explains it. */
export default function CommandIndexTable(): ReactNode {
  return (
    <ScrollRegion label="Command types">
      <table className={styles.index}>
        <caption>
          {commands.length} command types; {commands.filter((c) => c.availability === 'newer').length} need a newer Lumia Stream
        </caption>
        <thead>
          <tr>
            <th scope="col">type</th>
            <th scope="col">What it does</th>
            <th scope="col">
              Runs <NewerLumia />
            </th>
            <th scope="col">Answers</th>
          </tr>
        </thead>
        <tbody>
          {commands.map((command) => (
            <tr key={command.type}>
              <td>
                <Link to={command.page}>
                  <code>{command.type}</code>
                </Link>{' '}
                {command.availability === 'newer' && <NewerLumia />}
              </td>
              <td>{command.title}</td>
              <td>{command.execution === 'queue' ? 'queued' : 'at once'}</td>
              <td>
                {command.responds === 'value'
                  ? 'a value'
                  : command.answersFalseOffPlatform
                    ? 'true, or false for a platform other than twitch'
                    : 'true'}
                {command.respondsAvailability === 'newer' && (
                  <>
                    {' '}
                    <NewerLumia />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
