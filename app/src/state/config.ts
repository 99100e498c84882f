import { atom, useAtomValue } from 'jotai';
import { DEFAULT_CONFIG, type AppConfig } from '../config';

/** The runtime config. `main.tsx` sets it from the injected JSON before the first render. */
export const configAtom = atom<AppConfig>(DEFAULT_CONFIG);

/** The runtime config (product name, owner, mailboxes, base URLs). */
export function useConfig(): AppConfig {
  return useAtomValue(configAtom);
}
