/**
 * The code runner's transcript: what each recorded helper call would do in Lumia Stream, in words.
 * Pure, so tests/unit/codeRunner.test.ts checks it without a browser.
 */

/** One line of the transcript. */
export interface TranscriptRow {
  /** The helper called (`log` for console.log too), or `note` for what the runner says itself. */
  helper: string;
  text: string;
}

/** Rows shown at most; the rest are counted in a line of their own. */
export const maxTranscriptRows = 300;

/** A value as short, readable text: strings in quotes, the rest as JSON. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return `“${value}”`;
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function describeDone(options: unknown): string {
  if (options === undefined || options === null) return 'Tells Lumia Stream the script is complete; the rest of the command or alert runs as usual.';
  const {shouldStop, actionsToStop, variables} = fieldsOf(options);
  const parts: string[] = [];
  if (variables && typeof variables === 'object') {
    const pairs = Object.entries(variables).map(([name, value]) => `${name} = ${showValue(value)}`);
    parts.push(`hands ${pairs.join(', ')} to the later actions`);
  }
  if (shouldStop === true) {
    parts.push(
      Array.isArray(actionsToStop) && actionsToStop.length > 0
        ? `skips these actions: ${actionsToStop.map(String).join(', ')}`
        : 'stops the whole command or alert',
    );
  }
  return `Tells Lumia Stream the script is complete${parts.length > 0 ? ` and ${parts.join('; ')}` : ''}. Options: ${showValue(options)}`;
}

/** What a call of `helper` with `args` would do, in words. */
export function describeCall(helper: string, args: unknown[]): string {
  const [first] = args;
  const fields = fieldsOf(first);
  const message = showValue(fields.message);
  switch (helper) {
    case 'done':
      return describeDone(first);
    case 'chatbot':
      return `Would post to chat: ${message}${fields.site === undefined ? '' : ` on ${showValue(fields.site)}`}${fields.chatAsSelf ? ', as your own account' : ''}`;
    case 'tts':
      return `Would speak: ${message}${fields.voice === undefined ? '' : ` with the voice ${showValue(fields.voice)}`}${fields.volume === undefined ? '' : `, volume ${showValue(fields.volume)}`}`;
    case 'callAlert':
      return `Would play alert ${showValue(fields.name)}${fields.variation === undefined ? '' : `, variation ${showValue(fields.variation)}`}${fields.variableValues === undefined ? '' : ` with ${showValue(fields.variableValues)}`}`;
    case 'callCommand':
    case 'callTwitchPoint':
    case 'callTwitchExtension':
    case 'callChatbotCommand':
    case 'callKickPoint':
      return `Would run the command ${showValue(fields.name)}${fields.variableValues === undefined ? '' : ` with ${showValue(fields.variableValues)}`}`;
    case 'showToast':
      return `Would show a toast: ${message}${typeof fields.time === 'number' && fields.time > 0 ? ` for ${fields.time / 1000} s` : ''}`;
    case 'log':
      return `Would log: ${showValue(first)}`;
    case 'addLog':
      return `Would add to the dashboard log: ${showValue(first)}`;
    case 'getVariable':
      return `Reads the variable ${showValue(first)}`;
    case 'setVariable':
      return `Would set the variable ${showValue(fields.name)} to ${showValue(fields.value)}`;
    case 'deleteVariable':
      return `Would delete the variable ${showValue(first)}`;
    case 'getStoreItem':
      return `Reads the store item ${showValue(first)}`;
    case 'setStore':
      return `Would save the store item ${showValue(fields.name)}: ${showValue(fields.value)}`;
    case 'removeStoreItem':
      return `Would delete the store item ${showValue(first)}`;
    case 'resetStore':
      return 'Would delete every item of the store';
    case 'readFile':
      return `Reads the file ${showValue(first)}`;
    case 'writeFile':
      return `Would ${fields.append ? 'append to' : 'overwrite'} the file ${showValue(fields.path)}: ${message}`;
    case 'fetch':
      return `Would fetch ${showValue(first)}. The runner does not reach the network: the request fails as a refused connection does.`;
    default:
      return `Called with ${args.length === 0 ? 'nothing' : args.map(showValue).join(', ')}`;
  }
}
