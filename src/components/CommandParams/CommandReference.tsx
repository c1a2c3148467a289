import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import commands from '@generated/lumia-reference/default/commands.json';
import {commandAnchor} from '@site/src/data/anchors';
import type {ResolvedCommand} from '@site/src/data/reference';
import {newerBadge, ParamsTable} from './ParamsTable';
import styles from './styles.module.css';

function findCommand(type: string): ResolvedCommand {
  const command = commands.find((candidate) => candidate.type === type);
  // A page naming an unknown type is a docs bug: fail the build, not the reader.
  if (!command) throw new Error(`CommandParams: no command type "${type}" in the catalogue`);
  return command;
}

/**
 * The reference of one command type: how it runs, what it answers, its params and traps.
 * `newerSection`: the page section around it opens with "This section describes newer builds", which
 * counts as the badge for all it holds, so the catalogue's marks are not badged again here.
 */
export default function CommandReference({type, newerSection = false}: {type: string; newerSection?: boolean}): ReactNode {
  const command = findCommand(type);
  const Newer = newerBadge(newerSection);
  // Search results open here (see src/data/anchors.ts); registered for the build's anchor check.
  useBrokenLinks().collectAnchor(commandAnchor(command.type));
  return (
    <div className={styles.command} id={commandAnchor(command.type)}>
      <p className={styles.facts}>
        <code>{command.type}</code> {command.availability === 'newer' && <Newer />} ·{' '}
        {command.execution === 'queue' ? (
          <>
            runs through the <Link to="/docs/rest/intro-to-send-api#the-activity-queue">activity queue</Link>
          </>
        ) : (
          'runs at once'
        )}{' '}
        {command.executionAvailability === 'newer' && (
          <>
            <Newer />{' '}
          </>
        )}
        · answers{' '}
        {command.responds === 'value' ? (
          <>
            with a value in message
            {command.respondsAvailability === 'newer' && (
              <>
                {' '}
                <Newer />
              </>
            )}
          </>
        ) : (
          <code>true</code>
        )}
        {command.platforms && (
          <>
            {' '}
            · platforms: {command.platforms.join(', ')}
            {command.platformsAvailability === 'newer' && (
              <>
                {' '}
                <Newer />
              </>
            )}
          </>
        )}
        {command.newerPlatforms && (
          <>
            {' '}
            · on newer builds also: {command.newerPlatforms.join(', ')} <Newer />
          </>
        )}
      </p>
      {command.params.length > 0 ? (
        <ParamsTable params={command.params} label={`Params of ${command.type}`} newerSection={newerSection} />
      ) : (
        <p>
          No params: send only <code>{`{"type": "${command.type}"}`}</code>.
        </p>
      )}
      {command.notes && command.notes.length > 0 && (
        <ul className={styles.notes}>
          {command.notes.map((note) => (
            <li key={note.text}>
              {note.availability === 'newer' && (
                <>
                  <Newer />{' '}
                </>
              )}
              {note.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
