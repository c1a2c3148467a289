/** Alert values of `@lumiastream/lumia-types`. Pure functions, no React. */

/** The platform an alert value belongs to: the part before its first dash. */
export function alertPlatform(value: string): string {
  const dash = value.indexOf('-');
  return dash === -1 ? value : value.slice(0, dash);
}
