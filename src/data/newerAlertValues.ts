/**
 * Alert values that Lumia Stream builds newer than the installed `@lumiastream/lumia-types` accept.
 * The installed package's values always come from the package (`LumiaAlertValues`); this is the one hand-kept
 * list of the later ones, taken from the team's alert fact sheet. `tests/unit/newerAlertValues.test.ts`
 * fails once the installed package holds any of them, so an upgrade moves them out of here.
 * `<NewerAlertValues />` renders the list on /docs/rest/send-alerts.
 */
import {alertPlatform} from './alerts';

export const newerAlertValues = [
  'lumiastream-tournamentStart',
  'lumiastream-tournamentEnd',
  'lumiastream-tournamentWinner',
  'twitch-warned',
  'twitch-suspiciousUserMessage',
  'twitch-suspiciousUserUpdated',
  'twitch-shieldModeStarted',
  'twitch-shieldModeEnded',
  'twitch-watchStreak',
  'twitch-modiversary',
  'youtube-gifts',
  'youtube-sessionGifts',
  'tiktok-streamLive',
  'throne-giftPurchase',
  'throne-contributionPurchase',
  'throne-giftCrowdfunded',
  'fourthwall-subscriptionChanged',
  'fourthwall-subscriptionExpired',
  'fourthwall-newsletterSubscribed',
] as const;

/** The newer values grouped by the platform in front of the dash, in the list's order. */
export function newerAlertValuesByPlatform(values: readonly string[] = newerAlertValues): {platform: string; values: string[]}[] {
  const groups = new Map<string, string[]>();
  for (const value of values) {
    const platform = alertPlatform(value);
    groups.set(platform, [...(groups.get(platform) ?? []), value]);
  }
  return [...groups].map(([platform, grouped]) => ({platform, values: grouped}));
}
