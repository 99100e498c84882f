export { Spinner, spinnerSizes, spinnerTones } from './Spinner';
export type { SpinnerProps } from './Spinner';
