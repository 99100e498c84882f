export {
  Toast,
  Toaster,
  toastTones,
  clampToastDuration,
  TOAST_MIN_DURATION,
  TOAST_MAX_DURATION,
  TOAST_DEFAULT_DURATION,
} from './Toast';
export type {
  ToastProps,
  ToastTone,
  ToastItem,
  ToasterProps,
  ToastProviderProps,
  ToastViewportProps,
} from './Toast';
