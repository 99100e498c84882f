/** Form controls (TextField, PasswordField, Select, Field…). */
export const form = {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  /** Tooltip on the '*' marker of a required field. */
  required: 'obligatorio',
  selectPlaceholder: 'Selecciona una opción',
  noOptions: 'No hay opciones disponibles',
} as const;
