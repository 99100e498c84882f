import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

/** Which account screen is open over the public pages, if any. */
export type AuthScreen = 'login' | 'register';

/**
 * The account screen open over the landing and public pages. Today both values show the same honest
 * "Acceso" dialog (login and registration arrive with the accounts issue); the accounts issue renders
 * the real LoginForm and RegisterForm for 'login' and 'register' in `AuthScreens` instead, and every
 * caller of `useAuthScreens()` keeps working.
 */
export const authScreenAtom = atom<AuthScreen | null>(null);

/** Opens and closes the account screens: the header buttons, get-started and login actions use it. */
export function useAuthScreens() {
  const screen = useAtomValue(authScreenAtom);
  const setScreen = useSetAtom(authScreenAtom);
  return useMemo(
    () => ({
      /** The open screen, or null. */
      screen,
      /** Opens the login screen. */
      openLogin: () => setScreen('login'),
      /** Opens the registration screen. */
      openRegister: () => setScreen('register'),
      /** Closes whatever is open (the screens' back action). */
      close: () => setScreen(null),
    }),
    [screen, setScreen],
  );
}
