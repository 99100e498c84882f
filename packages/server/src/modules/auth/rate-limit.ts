/**
 * The token bucket of the auth rules lives in `middleware/rate-limit.ts`, shared with the per-user limits
 * of costly calls; re-exported here for the auth service.
 *
 * @module
 */
export { pruneRateLimits, takeToken, type RateLimitResult } from '../../middleware/rate-limit.js';
