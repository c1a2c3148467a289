/** Note wording that commands on several pages share, so a trap reads the same wherever it applies. */

export const NOTE_TRUTHY = 'Booleans are read by JavaScript truthiness: the string "false" counts as true. Send a real JSON true or false.';
export const NOTE_QUEUED =
  'Runs through the activity queue: true only means the job was queued, a paused queue delays it, and skipQueue runs it at once.';
export const NOTE_NULL_TOGGLE = 'Older docs send value: null to toggle; whether null counts as left out is not confirmed, so omit value to toggle.';
export const NOTE_NO_PAGE = "The app's own docs never covered this type; it is listed from the app schema.";
