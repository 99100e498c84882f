export { AuthCard, authCardTones } from './AuthCard';
export type {
  AuthCardProps,
  AuthCardLabels,
  AuthCardFormProps,
  AuthCardAlertProps,
  AuthCardSubmitProps,
  AuthCardLinkButtonProps,
} from './AuthCard';
