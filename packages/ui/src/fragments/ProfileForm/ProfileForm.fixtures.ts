import type { ProfileFormValues } from './ProfileForm';

/** A lawyer's profile as stored (fictional). */
export const sampleProfile: ProfileFormValues = {
  name: 'Lucía Martín Herrera',
  organization: 'Martín & Ruiz Abogados',
};

/** A very long name and organization, to check wrapping. */
export const longProfile: ProfileFormValues = {
  name: 'María de las Mercedes Fernández-Villaverde de la Concepción y Santisteban',
  organization:
    'Despacho Colectivo de Abogados Laboralistas, Mercantilistas y Administrativistas de la Comunidad de Madrid, S.L.P.',
};

/** The server's answer when the profile could not be saved. */
export const saveFailedError = 'No se ha podido guardar el perfil. Inténtalo de nuevo.';
