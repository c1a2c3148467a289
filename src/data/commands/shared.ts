/** Note wording that commands on several pages share, so a trap reads the same wherever it applies. */

export const NOTE_TRUTHY = 'Booleans are read by JavaScript truthiness: the string "false" counts as true. Send a real JSON true or false.';
export const NOTE_QUEUED = 'true only means the job was queued: a paused queue delays it, and skipQueue runs it at once.';
export const NOTE_NULL_TOGGLE = 'Older docs send value: null to toggle; whether null counts as left out is not confirmed, so omit value to toggle.';
/**
 * For a type the tracked package has, but whose params and behaviour the facts give only for newer
 * builds (the app's API schema and the August 2026 docs): the stream and moderation types, and the
 * types no docs page ever covered. Not for a type that needs a newer Lumia Stream as a whole.
 */
export const NOTE_OLDER_UNDOCUMENTED =
  'Older builds know this type, but only how newer builds handle it is documented; test it on the build your users run.';
