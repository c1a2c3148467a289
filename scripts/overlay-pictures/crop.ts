/** A rectangle of the overlay's 1920x1080 page, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page an overlay draws on: a 1080p stream. */
export const frame = {width: 1920, height: 1080};

/** Stream around what the overlay draws, so a card's edges and shadow show. */
const padding = 24;
/** No picture smaller than this, so a small banner still has some stream around it. */
const minWidth = 480;
/** Up to half the frame, a picture holds all the overlay draws; shrunk to a phone's width its text still reads. */
const maxWholeWidth = 960;
/** Of an overlay that draws wider, the picture shows this much, around its text. */
const partWidth = 640;
/** From a strip no wider than 3:1 to a square. */
const maxRatio = 3;
const minRatio = 1;

/** What a picture shows of the frame, and whether that holds all the overlay draws. */
export interface PictureCrop extends Box {
  /** False when the overlay draws wider than `maxWholeWidth`: the picture shows `partWidth` of it, around its text. */
  whole: boolean;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The region of the frame a picture shows: `drawn`, the box of every pixel the overlay paints, with
 * `padding` around it, at least `minWidth` wide, between 1:1 and 3:1, and inside the frame. When
 * that is wider than `maxWholeWidth`, the `partWidth` of it around `text`, the box of the overlay's text.
 */
export function pictureCrop(drawn: Box, text?: Box): PictureCrop {
  let x = drawn.x - padding;
  let width = drawn.width + 2 * padding;
  const whole = width <= maxWholeWidth;
  if (!whole) {
    const centre = text ? text.x + text.width / 2 : x + partWidth / 2;
    x = clamp(centre - partWidth / 2, x, x + width - partWidth);
    width = partWidth;
  }
  let height = drawn.height + 2 * padding;
  const centreX = x + width / 2;
  const centreY = drawn.y + drawn.height / 2;
  width = Math.max(width, minWidth);
  height = Math.max(height, width / maxRatio);
  width = Math.max(width, height * minRatio);
  // Even sizes, no larger than the frame, grown about the centre and moved back inside the frame.
  width = Math.min(2 * Math.ceil(width / 2), frame.width);
  height = Math.min(2 * Math.ceil(height / 2), frame.height);
  x = clamp(Math.round(centreX - width / 2), 0, frame.width - width);
  const y = clamp(Math.round(centreY - height / 2), 0, frame.height - height);
  return {x, y, width, height, whole};
}
