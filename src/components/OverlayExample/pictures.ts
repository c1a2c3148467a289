/**
 * What each example's picture (static/img/overlay-examples/<name>.jpg, drawn by `npm run pictures`)
 * shows, and the sample events of scripts/overlay-pictures/samples.ts it shows them after. The alt
 * text says where on the stream: OverlayPicture adds that the picture is cropped to what the overlay draws.
 */
export const overlayPictureTexts: Record<string, {alt: string; caption: string}> = {
  'alert-box': {
    alt: 'A dark purple card at the top of the stream with a round avatar and the line “lumiastream followed!”.',
    caption: 'On stream after a Twitch follow from the package’s sample.',
  },
  'chat-display': {
    alt: 'Three chat messages in dark bubbles across the top of the stream, each name in its chat colour, the moderator’s marked “(mod)”.',
    caption: 'On stream after three Twitch chat messages, one of them from a moderator.',
  },
  'hfx-banner': {
    alt: 'A dark green banner in the top-left corner reading “partyfan used confetti”, with the message “woo” below.',
    caption: 'On stream while an HFX plays that partyfan set off with the command confetti.',
  },
  'light-glow': {
    alt: 'A soft round blue glow near the top of the stream, in the virtual light’s colour.',
    caption: 'On stream after a virtual light turned blue at 80% brightness.',
  },
  'goal-bar': {
    alt: 'The line “Follower goal: 7 / 100” above a dark bar that is filled in purple to 7%, in the top-left corner.',
    caption: 'On stream after custom overlay content {"add": 7} for the code id goal-bar.',
  },
  'chat-vote': {
    alt: 'A vote panel in the top-left corner asking “What do we play next?”: Racing with 1 vote highlighted, Puzzle and Horror with 0, and “Vote now: 60 seconds”.',
    caption: 'On stream after a moderator typed !startvote and a viewer typed !vote 1.',
  },
  scoreboard: {
    alt: 'A scoreboard in the top-left corner: Chat 3, Streamer 1, in yellow on black.',
    caption: 'On stream after a moderator typed !score home, with the scores at 2 and 1 before.',
  },
  'points-desk': {
    alt: 'A small card in the top-left corner reading “Viewer1: 120 points”.',
    caption: 'On stream after a viewer with 120 loyalty points typed !points.',
  },
  'top-chatters': {
    alt: 'A “Top chatters” list in the top-left corner: 1. Bob: 3, 2. Cat: 2, 3. Ann: 1.',
    caption: 'On stream after six chat messages from three viewers.',
  },
  'cat-facts': {
    alt: 'A dark brown card in the top-left corner titled “Cat fact” with the fact “Cats sleep for most of the day.”',
    caption: 'On stream after a viewer typed !catfact, with the fact from a local stand-in for the API.',
  },
};
