/** Sidebar sizes and menu-click timings of spec §9. */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_RAIL_WIDTH = 64;

export interface MenuClickTimings {
  /** Delay between the click (which navigates at once) and the sidebar closing. */
  closeMs: number;
  /** Delay before the header shows the new page's title. */
  titleMs: number;
}

export const TOP_LEVEL_ITEM_TIMINGS: MenuClickTimings = { closeMs: 500, titleMs: 700 };
export const GROUP_CHILD_TIMINGS: MenuClickTimings = { closeMs: 400, titleMs: 800 };

/** Expanded groups fold 300ms after the sidebar closes, once its width animation is done. */
export const COLLAPSE_GROUPS_AFTER_CLOSE_MS = 300;
