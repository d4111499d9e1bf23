import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { type ChangeEvent } from 'react';

// Mantine's TextInput, PasswordInput and NativeSelect as plain elements (see controls.tsx):
// the same markup, labels, descriptions and error wiring, without Mantine's JavaScript.

type Size = 'xs' | 'sm';

interface WrapperProps {
  id: string;
  label?: string;
  description?: string;
  error?: ReactNode;
  required?: boolean;
  size?: Size;
  kind: 'TextInput' | 'PasswordInput' | 'NativeSelect';
  children: (describedBy: string | undefined) => ReactNode;
  rightSection?: ReactNode;
  pointer?: boolean;
}

/** Label, description, the bordered box (its content from `children`) and the error line. */
export function Wrapper(props: WrapperProps) {
  const { id, label, description, error, required, size = 'sm', kind } = props;
  const describedBy =
    [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  const password = kind === 'PasswordInput';
  return (
    <div
      className={`${password ? 'm_f61ca620 mantine-PasswordInput-root ' : ''}m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`}
      data-size={size}
      data-error={error ? true : undefined}
      style={
        password
          ? ({
              '--psi-icon-size': 'var(--psi-icon-size-sm)',
              '--psi-button-size': 'var(--psi-button-size-sm)',
            } as React.CSSProperties)
          : undefined
      }
    >
      {label && (
        <label
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
          data-size={size}
          data-required={required || undefined}
          htmlFor={id}
          id={`${id}-label`}
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as React.CSSProperties}
        >
          {label}
          {required && (
            <span
              className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`}
              aria-hidden="true"
            >
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size={size}
          id={`${id}-description`}
          style={SMALL_LINE('description')}
        >
          {description}
        </p>
      )}
      <div
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size={size}
        data-error={error ? true : undefined}
        data-pointer={props.pointer || undefined}
        data-with-right-section={props.rightSection ? true : undefined}
        style={
          {
            ...(description && { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' }),
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': `var(--mantine-font-size-${size})`,
            ...(error && { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' }),
            ...(props.pointer && { '--input-right-section-pointer-events': 'none' }),
          } as React.CSSProperties
        }
      >
        {props.children(describedBy)}
        {props.rightSection && (
          <div
            data-position="right"
            className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}
          >
            {props.rightSection}
          </div>
        )}
      </div>
      {error && (
        <p
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size={size}
          id={`${id}-error`}
          style={SMALL_LINE('error')}
        >
          {error}
        </p>
      )}
    </div>
  );
}

const SMALL_LINE = (kind: 'description' | 'error') =>
  ({
    [`--input-${kind}-size`]:
      'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
  }) as React.CSSProperties;

export const INPUT = 'm_8fb7ebe7 mantine-Input-input';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  description?: string;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, description, error, required, ...input }: FieldProps) {
  const id = useId();
  return (
    <Wrapper {...{ id, label, description, error, required }} kind="TextInput">
      {(describedBy) => (
        <input
          {...input}
          id={id}
          required={required}
          className={`${INPUT} mantine-TextInput-input`}
          data-variant="default"
          data-error={error ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Wrapper>
  );
}

interface SelectProps {
  label?: string;
  'aria-label'?: string;
  description?: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  required?: boolean;
  disabled?: boolean;
  size?: Size;
}

export function SelectField({
  label,
  description,
  required,
  size = 'sm',
  data,
  ...select
}: SelectProps) {
  const id = useId();
  const chevron = (
    <svg
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size={size}
      data-combobox-chevron="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={
        { '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as React.CSSProperties
      }
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
  return (
    <Wrapper
      {...{ id, label, description, required, size }}
      kind="NativeSelect"
      rightSection={chevron}
      pointer
    >
      {(describedBy) => (
        <select
          {...select}
          id={id}
          required={required}
          className={`${INPUT} mantine-NativeSelect-input`}
          data-variant="default"
          aria-describedby={describedBy}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Wrapper>
  );
}
