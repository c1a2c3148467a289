import type {OverlayReport} from './overlayStandIn';

/**
 * Turns what the overlay sandbox's frame reports into lines of its log: calls that would reach
 * Lumia Stream say what the app would do, so a reader sees "would post to twitch chat: …" instead
 * of a chat message. Pure, so every entry a frame could send is tested without a browser.
 */

export type LogTone = 'call' | 'log' | 'toast' | 'error';

export interface LogLine {
  tone: LogTone;
  text: string;
  /** Something only newer Lumia Stream builds do. */
  newer?: boolean;
}

/** The Lumia-side state the frame reports after it changes. */
export interface OverlaySessionState {
  storage: Record<string, unknown>;
  variables: Record<string, unknown>;
  points: Record<string, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text of a value for a log line, cut short. */
export function shortJson(value: unknown, limit = 200): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

const text = (value: unknown) => (typeof value === 'string' ? value : shortJson(value));

/** The tracked typings take text and say a value will be stringified; the sandbox keeps `String(value)`. */
const textOnlyNote = (version: string) =>
  ` (the ${version} typings take text and say the value will be stringified; the sandbox keeps String(value), so an object reads back as "[object Object]")`;

/** What a call of the stand-in `Overlay` would have done in Lumia Stream. */
function callLine(member: string, args: unknown[], version: string): string {
  const [first, second] = args;
  const fields = isRecord(first) ? first : {};
  switch (member) {
    case 'chatbot': {
      const {platform} = fields;
      const where =
        platform === undefined || platform === null
          ? 'the chat of every connected platform'
          : typeof platform === 'string' && platform !== ''
            ? `${platform} chat`
            : `chat with platform ${shortJson(platform)} (what Lumia Stream does with it is not documented)`;
      return `Would post to ${where}${fields.chatAsSelf === true ? ' as the streamer' : ''}: ${text(fields.message)}`;
    }
    case 'callCommand':
      return `Would run the command ${shortJson(first)}${second === undefined ? '' : ` with ${shortJson(second)}`}`;
    case 'addLoyaltyPoints':
      return `Would add ${text(fields.value)} loyalty points to ${text(fields.username)} on ${text(fields.platform)}`;
    case 'getLoyaltyPoints':
      return `Would read the loyalty points of ${text(fields.username)} on ${text(fields.platform)} (the sandbox starts every viewer at 0; what Lumia Stream answers for a viewer without points is not documented)`;
    case 'setVariable':
      return `Would set the Lumia variable ${shortJson(first)} to ${shortJson(second)}`;
    case 'saveStorage':
      return `Would save ${shortJson(second)} under ${shortJson(first)} in this overlay's storage${typeof second === 'string' ? '' : textOnlyNote(version)}`;
    case 'deleteStorage':
      return `Would delete ${shortJson(first)} from this overlay's storage (on ${version}, whether deleteStorage or removeStorage runs is not documented)`;
    case 'removeStorage':
      return `Would delete ${shortJson(first)} from this overlay's storage (removeStorage is the name the ${version} typings give; its documentation calls it deleteStorage, and on ${version} whether removeStorage runs is not documented)`;
    default:
      return `Called Overlay.${member}(${args.map((arg) => shortJson(arg)).join(', ')})`;
  }
}

/**
 * A checked report as a log line, the session state for a state report, or `null` for anything that
 * is not a report the stand-in sends. `version` is the tracked lumia-types version the lines name.
 */
export function readOverlayReport(entry: unknown, version: string): LogLine | OverlaySessionState | null {
  if (!isRecord(entry)) return null;
  const report = entry as Partial<Record<keyof OverlayReport, unknown>> & Record<string, unknown>;
  switch (report.kind) {
    case 'call': {
      const call = report.call;
      if (!isRecord(call) || typeof call.member !== 'string' || !Array.isArray(call.args)) return null;
      return {tone: 'call', text: callLine(call.member, call.args, version)};
    }
    case 'read':
      return {
        tone: 'call',
        text:
          report.member === 'getVariable'
            ? `Would read the Lumia variable ${shortJson(report.key)}`
            : `Would read ${shortJson(report.key)} from this overlay's storage`,
      };
    case 'codeIdRead':
      return {tone: 'call', text: `Read Overlay.codeId: ${shortJson(report.codeId)} (only newer typings declare it)`, newer: true};
    case 'toast':
      return {tone: 'toast', text: `Toast (${typeof report.type === 'string' ? report.type : 'info'}): ${text(report.message)}`};
    case 'lumiaToast':
      return {
        tone: 'toast',
        text: `Lumia Stream would show a red error toast, as ${shortJson(text(report.message))} was never saved (its wording is not documented)`,
        newer: true,
      };
    case 'log':
      return {tone: 'log', text: `console.log: ${text(report.text)}`};
    case 'uncaught':
      return {tone: 'error', text: `Uncaught error: ${text(report.text)}`};
    case 'state': {
      const {storage, variables, points} = report;
      if (!isRecord(storage) || !isRecord(variables) || !isRecord(points)) return null;
      return {storage, variables, points: points as Record<string, number>};
    }
    default:
      return null;
  }
}
