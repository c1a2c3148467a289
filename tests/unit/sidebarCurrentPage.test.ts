import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/ExecutionEnvironment', () => ({default: {canUseDOM: false}}));
const {nearestScroll} = await import('../../src/clientModules/sidebarCurrentPage');

describe('nearestScroll', () => {
  const box = {top: 100, bottom: 900};
  it('leaves an item in view where it is', () => {
    expect(nearestScroll({top: 400, bottom: 432}, box)).toBe(0);
  });
  it('brings an item below the box up to its bottom edge, with a margin, in whole pixels', () => {
    expect(nearestScroll({top: 1506.4, bottom: 1538.4}, box)).toBe(647);
  });
  it('brings an item above the box down to its top edge', () => {
    expect(nearestScroll({top: 40, bottom: 72}, box)).toBe(-68);
  });
  it('shows the top of an item taller than the box', () => {
    expect(nearestScroll({top: 1000, bottom: 2000}, box)).toBe(892);
  });
});
