import { atom } from 'jotai';

/** Whether the cookie settings dialog is open (the banner's 'Configurar' and the footer open it). */
export const cookieSettingsOpenAtom = atom(false);
