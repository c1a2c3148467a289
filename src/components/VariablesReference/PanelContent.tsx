import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {alertAnchor} from '@site/src/data/anchors';
import {
  alertGroupAnchor,
  layoutPlatform,
  variableToken,
  type PanelGroup,
  type PanelSection,
  type PlatformVariables,
  type VariableGroup,
  type VariablesPageData,
} from '@site/src/data/variables';
import {breakLongRuns} from '@site/src/lib/identifiers';
import styles from './styles.module.css';

interface PanelProps {
  platform: PlatformVariables;
  data: Pick<VariablesPageData, 'descriptions' | 'contextDescriptions'>;
  platformIds: readonly string[];
}

function VariableList({entries}: Pick<PanelGroup, 'entries'>): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (entries.length === 0) return <p className={styles.none}>None listed.</p>;
  return (
    <ul className={styles.list}>
      {entries.map(({id, anchor, name, text, hint}) => {
        const token = variableToken(name);
        // Registered so that links to the entry (search results, other pages) pass the build's anchor check.
        if (anchor) brokenLinks.collectAnchor(id);
        return (
          // The Copy button leads the row, so every row's button and name start at the same place.
          <li key={id} id={id} data-variable={name}>
            {/* Its label, Copy or Copied, is drawn by styles.module.css, so each of the 1,600 rows is only its button, name and description. */}
            <button type="button" className={styles.copy} aria-label={`Copy ${token}`} />
            <code>{token}</code> {/* Our own text in italics, as an <i> so that the Markdown twin keeps it as *…* too. */}
            {hint ? <i>{breakLongRuns(text)}</i> : <span>{breakLongRuns(text)}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function GroupTitle({platformId, group}: {platformId: string; group: VariableGroup}): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (group.kind === 'chat') {
    return (
      <h4 className={styles.groupTitle}>
        {group.label} <code>{group.key}</code>
        <span className={styles.kind}> · {group.chatKind}</span>
      </h4>
    );
  }
  const id = alertGroupAnchor(platformId, group.key);
  brokenLinks.collectAnchor(id);
  return (
    <h4 className={styles.groupTitle} id={id}>
      {group.label} <code>{group.alertValue ?? group.key}</code>
      {group.alertValue ? (
        <>
          {' '}
          {/* The value goes in the accessible name, not the text: it is already shown, and the search index reads the text. */}
          <Link
            className={styles.sendLink}
            to={`/docs/rest/send-alerts#${alertAnchor(group.alertValue)}`}
            aria-label={`How to send ${group.alertValue}`}>
            how to send
          </Link>
        </>
      ) : (
        <span className={styles.kind}> · no alert value: no documented value sends it</span>
      )}
    </h4>
  );
}

/** "Twitch Raid" → "Raid": the jump list already names the platform. */
function shortAlertLabel(platform: PlatformVariables, label: string): string {
  const prefix = `${platform.label} `;
  return label.startsWith(prefix) && label.length > prefix.length ? label.slice(prefix.length) : label;
}

/** A collapsed list of links to each alert group, so a phone reader need not scroll past 40 lists. */
function AlertJumpLinks({platform, groups}: {platform: PlatformVariables; groups: VariableGroup[]}): ReactNode {
  if (groups.length < 2) return null;
  return (
    <details className={styles.jump}>
      <summary>
        Jump to one of {groups.length} {platform.label} alerts
      </summary>
      <ul className={styles.jumpList}>
        {groups.map((group) => (
          <li key={group.key}>
            <a href={`#${alertGroupAnchor(platform.id, group.key)}`}>{shortAlertLabel(platform, group.label)}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function GroupSection({section, platform}: {section: PanelSection; platform: PlatformVariables}): ReactNode {
  const title = {
    global: platform.id === 'lumiastream' ? 'Global variables' : `${platform.label} global variables`,
    chat: 'Chat and chatbot variables',
    alert: `${platform.label} alert variables`,
  }[section.kind];
  const groups = section.groups.map(({group}) => group);
  return (
    <section id={section.id}>
      <h3>{title}</h3>
      {section.kind === 'alert' && <AlertJumpLinks platform={platform} groups={groups} />}
      {section.groups.map(({id, group, entries}) => (
        <div key={group.key} id={id}>
          {group.kind !== 'global' && <GroupTitle platformId={platform.id} group={group} />}
          <VariableList entries={entries} />
        </div>
      ))}
    </section>
  );
}

/**
 * The static list of one platform, from `layoutPlatform`. It has no state or handlers, so the server
 * can render it to HTML that the browser keeps: the filter shows and hides its sections, groups and
 * entries by the ids `layoutPlatform` gives them, and the reference serves its copy buttons.
 */
export default function PanelContent({platform, data, platformIds}: PanelProps): ReactNode {
  return (
    <>
      {layoutPlatform(platform, data, platformIds).map((section) => (
        <GroupSection key={section.kind} section={section} platform={platform} />
      ))}
    </>
  );
}
