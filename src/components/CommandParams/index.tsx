import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import commands from '@generated/lumia-reference/default/commands.json';
import type {ResolvedCommand, ResolvedParam} from '@site/src/data/reference';
import NewerLumia from '@site/src/components/NewerLumia';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

function AllowedValues({param}: {param: ResolvedParam}): ReactNode {
  if (param.allowedFrom === 'LumiaAlertValues') {
    return (
      <>
        one of the <Link to="/docs/rest/send-alerts#alert-values">{param.allowed?.length} alert values</Link>
      </>
    );
  }
  if (!param.allowed?.length) return null;
  return (
    <>
      one of{' '}
      {param.allowed.map((value, index) => (
        <span key={value}>
          {index > 0 && ', '}
          <code>{value}</code>
        </span>
      ))}
    </>
  );
}

/** `label` names the table's scroll region; it must be unique on the page. */
export function ParamsTable({params, label}: {params: readonly ResolvedParam[]; label: string}): ReactNode {
  return (
    <ScrollRegion label={label}>
      <table className={styles.params}>
        <thead>
          <tr>
            <th scope="col">Param</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((param) => (
            <tr key={param.name}>
              <td>
                <code>{param.name}</code> {param.availability === 'newer' && <NewerLumia />}
              </td>
              <td>{param.type}</td>
              <td>{param.required ? 'yes' : 'no'}</td>
              <td>
                {param.description}
                {(param.allowed?.length || param.defaultValue !== undefined) && (
                  <span className={styles.constraints}>
                    {param.allowed?.length ? (
                      <>
                        {' '}
                        Accepts <AllowedValues param={param} />.
                      </>
                    ) : null}
                    {param.defaultValue !== undefined && (
                      <>
                        {' '}
                        Default <code>{param.defaultValue}</code>.
                      </>
                    )}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function findCommand(type: string): ResolvedCommand {
  const command = commands.find((candidate) => candidate.type === type);
  // A page naming an unknown type is a docs bug: fail the build, not the reader.
  if (!command) throw new Error(`CommandParams: no command type "${type}" in the catalogue`);
  return command;
}

/** The reference of one command type: how it runs, what it answers, its params and traps. */
export default function CommandParams({type}: {type: string}): ReactNode {
  const command = findCommand(type);
  return (
    <div className={styles.command}>
      <p className={styles.facts}>
        <code>{command.type}</code> {command.availability === 'newer' && <NewerLumia />} ·{' '}
        {command.execution === 'queue' ? (
          <>
            runs through the <Link to="/docs/rest/intro-to-send-api#the-activity-queue">activity queue</Link>
          </>
        ) : (
          'runs at once'
        )}{' '}
        · answers {command.responds === 'value' ? 'with a value in message' : <code>true</code>}
        {command.platforms && <> · platforms: {command.platforms.join(', ')}</>}
      </p>
      {command.params.length > 0 ? (
        <ParamsTable params={command.params} label={`Params of ${command.type}`} />
      ) : (
        <p>
          No params: send only <code>{`{"type": "${command.type}"}`}</code>.
        </p>
      )}
      {command.notes && command.notes.length > 0 && (
        <ul className={styles.notes}>
          {command.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
