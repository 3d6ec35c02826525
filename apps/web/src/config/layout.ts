/** Viewports this wide or narrower get the mobile header, side menu and bottom bar. */
export const MOBILE_BREAKPOINT = 675;

export const mobileMediaQuery = `@media (max-width: ${MOBILE_BREAKPOINT}px)`;

/** The mobile bottom bar appears once the user has scrolled down past this many pixels. */
export const BOTTOM_BAR_SCROLL_THRESHOLD = 100;

/** Heights that content must leave room for, so bars never cover or shift it. */
export const HEADER_HEIGHT = 64;
export const BOTTOM_BAR_HEIGHT = 56;
