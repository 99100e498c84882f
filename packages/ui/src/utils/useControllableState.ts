import { useControllableState as useRadixControllableState } from '@radix-ui/react-use-controllable-state';

/**
 * The one controlled/uncontrolled convention of the design system, Radix's own: when `value` is given it
 * wins and the component never changes it by itself; otherwise the component keeps its own state,
 * starting at `defaultValue`. `onChange` hears every change either way. Pair props as Radix names them
 * (`open`/`defaultOpen`/`onOpenChange`, `value`/`defaultValue`/`onValueChange`).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [state, setState] = useRadixControllableState<T>({
    prop: value,
    defaultProp: defaultValue,
    onChange,
  });
  return [state, setState];
}
