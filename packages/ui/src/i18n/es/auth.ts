import { MESSAGES } from '@alegato/domain/vocabulary';

/** Account screens: AuthCard, LoginForm, RegisterForm, AccountCreated, password recovery (spec §2, §5, §8). */
export const auth = {
  /** The back action of every account screen (shown after a left arrow icon). */
  back: 'Volver',
  email: 'Correo electrónico',
  emailPlaceholder: 'nombre@despacho.es',
  password: 'Contraseña',
  /** Help under a new password (spec §9: minimum length 6). */
  passwordHint: 'Mínimo 6 caracteres',
  confirmPassword: 'Confirmar contraseña',
  /** Appended to a submit label when the backend is not configured (spec §2). */
  demoSuffix: ' (Modo Demo)',
  login: {
    title: 'Iniciar Sesión',
    description: 'Accede a tu cuenta para continuar con tus casos, documentos e informes.',
    remember: 'Recordarme',
    forgotPassword: '¿Olvidaste tu contraseña?',
    submit: 'Iniciar Sesión',
    submitting: 'Iniciando sesión…',
    noAccount: '¿No tienes cuenta?',
    register: 'Regístrate',
  },
  register: {
    title: 'Crear cuenta',
    description: 'Empieza tu prueba gratuita de 30 días.',
    name: 'Nombre completo',
    organization: 'Organización (opcional)',
    /** The terms checkbox: prefix, linked terms, joiner, linked privacy policy. */
    termsPrefix: 'Acepto los ',
    termsLink: 'términos y condiciones',
    termsJoin: ' y la ',
    privacyLink: 'política de privacidad',
    submit: 'Crear cuenta',
    submitting: 'Creando cuenta…',
    hasAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
  },
  accountCreated: {
    title: 'Cuenta Creada',
    message: MESSAGES.registration.createdConfirmEmail,
    sentTo: 'Hemos enviado un enlace de confirmación a',
    hint: 'Si no lo ves en unos minutos, revisa la carpeta de spam.',
    goToLogin: 'Ir al inicio de sesión',
    backHome: 'Volver al inicio',
  },
  forgotPassword: {
    title: 'Recuperar contraseña',
    description:
      'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
    submit: 'Enviar enlace',
    submitting: 'Enviando…',
    sentTitle: 'Revisa tu correo',
    /** Shown after sending; the address is inserted between the two parts. */
    sentBefore: 'Si existe una cuenta con',
    sentAfter: 'te hemos enviado un correo con un enlace para restablecer tu contraseña.',
    backToLogin: 'Volver al inicio de sesión',
  },
  resetPassword: {
    title: 'Nueva contraseña',
    description: 'Elige una contraseña nueva para tu cuenta.',
    password: 'Nueva contraseña',
    submit: 'Guardar contraseña',
    submitting: 'Guardando…',
    doneTitle: 'Contraseña actualizada',
    doneMessage: 'Tu contraseña se ha cambiado correctamente.',
    continue: 'Ir al panel',
  },
} as const;
