/** Width of the left side menu when it is permanent (md and up). */
export const SIDE_MENU_WIDTH = 272;

/** Width of the right aside when it is shown (lg and up). */
export const ASIDE_RIGHT_WIDTH = 288;

/** Width of the side menu folded to icons (md and up, by the user's choice). */
export const SIDE_MENU_RAIL_WIDTH = 64;

/** The side menu's width from md up, folded to icons or not. */
export const sideMenuWidth = (collapsed: boolean) => (collapsed ? SIDE_MENU_RAIL_WIDTH : SIDE_MENU_WIDTH);
