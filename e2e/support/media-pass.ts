/**
 * The premium media pass's lifetime in the browser tests (MEDIA_SIGNATURE_SECONDS of the server
 * app-server.ts starts): seconds, not minutes, so every premium play outlives its first pass and
 * the player's renewal is exercised.
 */
export const E2E_MEDIA_PASS_SECONDS = 4;
