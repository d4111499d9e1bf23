import { useId, useState } from 'react';
import { INPUT, Wrapper, type FieldProps } from './fields';

/** Uncontrolled like the app's password fields: the value stays in the element. */
export function PasswordField({
  label,
  description,
  error,
  required,
  disabled,
  ...input
}: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      tabIndex={-1}
      aria-pressed={visible}
      aria-label="Toggle password visibility"
      disabled={disabled}
      className="mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
      data-variant="subtle"
      // Keeps the focus (and the caret) in the password box.
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => setVisible((v) => !v)}
      style={
        {
          '--ai-bg': 'transparent',
          '--ai-hover': 'var(--mantine-color-gray-light-hover)',
          '--ai-color': 'var(--mantine-color-gray-light-color)',
          '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
        } as React.CSSProperties
      }
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">
        <EyeIcon crossed={visible} />
      </span>
    </button>
  );
  return (
    <Wrapper
      {...{ id, label, description, error, required }}
      kind="PasswordInput"
      rightSection={toggle}
    >
      {(describedBy) => (
        <div
          className={`m_ccf8da4c ${INPUT} mantine-PasswordInput-input`}
          data-variant="default"
          data-error={error ? true : undefined}
          data-disabled={disabled || undefined}
        >
          <input
            {...input}
            id={id}
            required={required}
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            className="m_f2d85dd2 mantine-PasswordInput-innerInput"
            data-error={error ? true : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>
      )}
    </Wrapper>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  const line = {
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeWidth: 16,
  } as const;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 256 256"
      style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}
    >
      <path fill="none" d="M0 0h256v256H0z" />
      <path {...line} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
      <circle {...line} cx="128" cy="128" r="40" />
      {crossed && <path {...line} d="M48 40l160 176" />}
    </svg>
  );
}
