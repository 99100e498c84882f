/**
 * Vitest setup for the Node projects (unit, server, e2e): this process refuses TCP connections to anything
 * but loopback, and a test that tried one fails in `afterEach` naming the host, even if the code under test
 * swallowed the error; so does a test whose browser pages (e2e contexts opened by the harness) requested
 * anything outside the machine (scripts/lib/network-guard.mjs, ADR 0017).
 */
import { afterEach } from 'vitest';
import { blockedError, installNodeNetworkGuard, takeBrowserBlocked } from '../scripts/lib/network-guard.mjs';

const guard = installNodeNetworkGuard();

afterEach(() => {
  const targets = [...guard.take(), ...takeBrowserBlocked()];
  if (targets.length > 0) throw blockedError(targets);
});
