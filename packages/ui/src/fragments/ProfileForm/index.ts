export { ProfileForm, profileFormStates } from './ProfileForm';
export type {
  ProfileFormErrors,
  ProfileFormLabels,
  ProfileFormProps,
  ProfileFormState,
  ProfileFormValues,
} from './ProfileForm';
