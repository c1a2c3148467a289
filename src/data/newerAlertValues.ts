/**
 * Alert values that Lumia Stream builds newer than the installed `@lumiastream/lumia-types` accept.
 * The installed package's values always come from the package (`LumiaAlertValues`); this is the one hand-kept
 * list of the later ones, taken from the team's alert fact sheet. `tests/unit/newerAlertValues.test.ts`
 * fails once the installed package holds any of them, so an upgrade moves them out of here.
 */
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
