/** Width of the left side menu when it is permanent (md and up). */
export const SIDE_MENU_WIDTH = 272;

/** Width of the right aside when it is shown (lg and up). */
export const ASIDE_RIGHT_WIDTH = 288;
