/** What the status line of the variables reference says: one sentence for the whole reference and the platform on screen. */
export interface VariablesStatusInput {
  /** Every variable of every platform. */
  total: number;
  /** How many platforms there are. */
  platforms: number;
  /** Variables that match the filter, all platforms together; the total when nothing is typed. */
  shown: number;
  /** The platform whose list is on screen, by name ("Lumia Stream"). */
  platform: string;
  /** Of that platform's variables, how many match (all of them when nothing is typed). */
  shownOnPlatform: number;
  filtering: boolean;
}

/** A count as the page's prose writes it: 1,601. */
const count = (value: number) => value.toLocaleString('en');

/**
 * "1,601 variables on 31 platforms, 534 of them on Lumia Stream." without a filter; with one,
 * "140 of 1,601 variables match, 12 of them on Twitch.", "…, none on Twitch." or "0 of 1,601
 * variables match." The count of the whole reference comes first, and is the first number.
 */
export function variablesStatus({total, platforms, shown, platform, shownOnPlatform, filtering}: VariablesStatusInput): string {
  if (!filtering) return `${count(total)} variables on ${count(platforms)} platforms, ${count(shownOnPlatform)} of them on ${platform}.`;
  if (shown === 0) return `0 of ${count(total)} variables match.`;
  const here = shownOnPlatform === 0 ? `none on ${platform}` : `${count(shownOnPlatform)} of them on ${platform}`;
  return `${count(shown)} of ${count(total)} variables match, ${here}.`;
}
