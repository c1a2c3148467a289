/**
 * Tokens and element ids of the variables page: the little of src/data/variables.ts that the page's
 * first visit needs (its copy buttons and deep links), kept apart so that module stays in the
 * chunks of the lists and the filter.
 */

import {variableAnchor} from './anchors';

/** What a reader types: the name wrapped in double braces. */
export function variableToken(name: string): string {
  return `{{${name}}}`;
}

/** Id of an alert group's heading, the target of the panel's "jump to an alert" links. */
export function alertGroupAnchor(platformId: string, alertKey: string): string {
  return `alert-vars-${platformId}-${alertKey}`;
}

/** Id of a section of a platform's list (`global`, `chat` or `alert`). */
export function sectionId(platformId: string, kind: string): string {
  return `vars-${platformId}-${kind}`;
}

/** Id of a group of a section, by its key in the package. */
export function groupId(sectionElementId: string, key: string): string {
  return `${sectionElementId}-${key}`;
}

/** Id of an entry that is not its name's anchor: its group's id and its place in the group. */
export function rowId(groupElementId: string, position: number): string {
  return `${groupElementId}-${position}`;
}

/**
 * The platform of an element id of the variables lists (an entry's anchor, an alert group's
 * heading, a section, group or row), from the id alone; undefined for any other id.
 */
export function platformOfId(id: string, platformIds: readonly string[]): string | undefined {
  return platformIds.find((platformId) =>
    [variableAnchor(platformId, ''), alertGroupAnchor(platformId, ''), sectionId(platformId, '')].some((prefix) => id.startsWith(prefix)),
  );
}
