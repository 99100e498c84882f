import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

/**
 * Which account screen is open over the public pages, if any: login, registration, the 'Cuenta Creada'
 * notice after a sign-up that needs confirmation, and the forgotten-password request.
 */
export type AuthScreen = 'login' | 'register' | 'created' | 'forgot';

/** The account screen open over the landing and public pages (rendered by `AuthScreens`). */
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
      /** Opens the forgotten-password screen. */
      openForgot: () => setScreen('forgot'),
      /** Shows 'Cuenta Creada' after a sign-up that needs e-mail confirmation. */
      openCreated: () => setScreen('created'),
      /** Closes whatever is open (the screens' back action). */
      close: () => setScreen(null),
    }),
    [screen, setScreen],
  );
}
