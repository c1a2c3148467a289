/**
 * The one set of buttons the interactive panels use (Try it and its connection settings, the live
 * events console, the alert explorer's quick actions, the code runner and the overlay sandbox).
 * Infima's classes give colours, hover and the disabled look; `panel-button` in src/css/custom.css
 * gives the sizes: every button at least 24 × 24 px, and on a phone primary and secondary ones 44 px
 * high. Use these names, not Infima's classes directly, so a panel cannot drift into a fourth style.
 */
export const buttonClass = {
  /** The one action a panel is for: Send, Connect, Run, Fire. */
  primary: 'button button--primary panel-button',
  /** Every other action of a panel, and the buttons that open one (Try it, Run it here). */
  secondary: 'button button--secondary button--outline panel-button panel-button--secondary',
  /** A small action beside a field or inside a result: Show token, Copy payload, Download. */
  inline: 'button button--secondary button--outline panel-button panel-button--inline',
} as const;
