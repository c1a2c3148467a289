/** Note wording that commands on several pages share, so a trap reads the same wherever it applies. */
import type {CommandNote} from '../commandTypes';

/** Known from the app schema of newer builds only (command-types transport rules, [types-repo]); what 3.1.7 does with a string is not documented. */
export const NOTE_TRUTHY: CommandNote = {
  text: 'Booleans are read by JavaScript truthiness: the string "false" counts as true. Send a real JSON true or false.',
  availability: 'newer',
};
/** What skipQueue does while the queue is paused is stated once, on /docs/rest/control-queue-state#skip-the-queue. */
export const NOTE_QUEUED = 'true only means the job was queued: a paused queue delays it.';
/**
 * The docs of 3.1.7 and of newer builds alike (pages unchanged Oct 2025 → Aug 2026) toggle with value: null;
 * the app schema of newer builds toggles on a value left out and does not say whether null counts as left
 * out or as a falsy value (control-fuze facts, Gotchas [docs@0b38671] [types-repo]).
 */
export const NOTE_NULL_TOGGLE = 'Older builds toggle on value: null. Whether they also toggle when value is left out is not documented.';
export const NOTE_NULL_TOGGLE_NEWER: CommandNote = {
  text: 'The newer docs still show null as the toggle. The app schema only says that leaving value out toggles, and it reads a sent value by truthiness, where null counts as false. Which of the two wins is not documented: to be sure, send params: {} with no value.',
  availability: 'newer',
};
/**
 * For a type the tracked package has, but whose params and behaviour the facts give only for newer
 * builds (the app's API schema and the August 2026 docs): the stream and moderation types, and the
 * types no docs page ever covered. Not for a type that needs a newer Lumia Stream as a whole.
 */
export const NOTE_OLDER_UNDOCUMENTED =
  'Older builds know this type, but only how newer builds handle it is documented; test it on the build your users run.';

/**
 * For the name a command looks up (command, scene, theme, animation): the app schema does not guard it
 * (facts/rest/send-commands.md, send-studio.md [types-repo]), so the params table says it is not
 * required, while the command cannot run without it.
 */
export const NOTE_NAME_UNCHECKED = {
  text: 'value is not checked as a required param: a body without it is not refused as incomplete, and nothing runs. Always send the name.',
  availability: 'newer',
} as const;
