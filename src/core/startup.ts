import { clearStorage, readStored, writeStored } from './storage';

/** What the start-up check did: kept the stored values, started fresh, or reset them. */
export type StartupOutcome = 'restored' | 'fresh' | 'reset';

/**
 * Spec §2 start-up rule. When the stored application code differs from the configured
 * one, storage is cleared and the caller must send the user to login ('reset'); when it
 * matches, the stored values stay ('restored'). A first visit has no stored code: the
 * leftovers, if any, are cleared too, but a visitor reading a public page is not moved
 * ('fresh'); the guard still sends them to login from any private route.
 */
export function applyStartupAppCode(configuredCode: string): StartupOutcome {
  const storedCode = readStored('appCode');
  if (storedCode === configuredCode) return 'restored';
  clearStorage();
  writeStored('appCode', configuredCode);
  return storedCode === null ? 'fresh' : 'reset';
}
