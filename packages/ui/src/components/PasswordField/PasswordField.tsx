import { useControllableState } from '../../utils/useControllableState';
import { Eye, EyeOff } from 'lucide-react';
import * as es from '../../i18n/es';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export type PasswordFieldProps = {
  /** Whether the password shows as plain text (controlled). */
  visible?: boolean;
  /** Initial visibility (uncontrolled). @default false */
  defaultVisible?: boolean;
  /** Called with the next visibility when the toggle is pressed. */
  onVisibleChange?: (next: boolean) => void;
  /**
   * Text overrides: the toggle's accessible names and the hint on the required '*'.
   * @default es.form
   */
  labels?: { showPassword?: string; hidePassword?: string; required?: string };
} & Omit<TextFieldProps, 'type' | 'endSlot' | 'step' | 'labels'>;

/**
 * A TextField for passwords with a show/hide toggle inside the box. The toggle is a real button with
 * `aria-pressed` and a Spanish name ('Mostrar contraseña' / 'Ocultar contraseña').
 */
export function PasswordField({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  labels,
  size = 'md',
  disabled,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useControllableState(visibleProp, defaultVisible, onVisibleChange);
  const toggle = () => setVisible(!visible);
  const toggleLabel = visible
    ? (labels?.hidePassword ?? es.form.hidePassword)
    : (labels?.showPassword ?? es.form.showPassword);

  return (
    <TextField
      {...rest}
      size={size}
      disabled={disabled}
      autoComplete={autoComplete}
      labels={labels?.required ? { required: labels.required } : undefined}
      type={visible ? 'text' : 'password'}
      endSlot={
        <IconButton
          icon={visible ? EyeOff : Eye}
          label={toggleLabel}
          aria-pressed={visible}
          size="sm"
          disabled={disabled}
          onClick={toggle}
        />
      }
    />
  );
}
