/** Note wording that commands on several pages share, so a trap reads the same wherever it applies. */

export const NOTE_TRUTHY = 'Booleans are read by JavaScript truthiness: the string "false" counts as true. Send a real JSON true or false.';
export const NOTE_QUEUED = 'true only means the job was queued: a paused queue delays it, and skipQueue runs it at once.';
export const NOTE_NULL_TOGGLE =
  'Older builds are documented to toggle with value: null; whether they toggle without value, and whether newer builds read null as left out, is not documented.';
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
