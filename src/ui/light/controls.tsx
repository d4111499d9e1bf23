import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';

// The login page's controls without Mantine's JavaScript (about a fifth of the first page):
// plain elements carrying Mantine's class names and the CSS variables its components would set,
// styled by the same Mantine stylesheets, so they look exactly like the app's after login.
// Only the props the pages before login use.

type Vars = CSSProperties & Record<`--${string}`, string>;

export const text = (size: 'sm' | 'lg', style?: Vars): Vars => ({
  '--text-fz': `var(--mantine-font-size-${size})`,
  '--text-lh': `var(--mantine-line-height-${size})`,
  ...style,
});

export const group = (gap: string, justify = 'flex-start', wrap = 'wrap', style?: Vars): Vars => ({
  '--group-gap': gap,
  '--group-align': 'center',
  '--group-justify': justify,
  '--group-wrap': wrap,
  ...style,
});

export const stack = (gap = 'var(--mantine-spacing-md)'): Vars => ({
  '--stack-gap': gap,
  '--stack-align': 'stretch',
  '--stack-justify': 'flex-start',
});

export const TEXT = 'mantine-focus-auto m_b6d8b162 mantine-Text-root';
export const ANCHOR =
  'mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root';
export const GROUP = 'm_4081bf90 mantine-Group-root';
export const STACK = 'm_6d731127 mantine-Stack-root';
/** Anchor's props for a small link or link-styled button. */
export const anchorProps = {
  className: ANCHOR,
  'data-size': 'sm',
  'data-underline': 'hover',
  style: text('sm'),
} as const;

export function Loader({ label, style }: { label?: string; style?: Vars }) {
  return (
    <span
      className="m_b34414df m_5ae2e3c mantine-Loader-root"
      role={label ? 'status' : undefined}
      aria-label={label}
      style={style}
    />
  );
}

export function Alert({
  color,
  role,
  children,
}: {
  color: 'red' | 'yellow';
  role: 'alert' | 'status';
  children: ReactNode;
}) {
  const style: Vars = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  };
  return (
    <div className="m_66836ed3 mantine-Alert-root" role={role} style={style}>
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          <div className="m_7fa78076 mantine-Alert-message">{children}</div>
        </div>
      </div>
    </div>
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'filled' | 'subtle';
  loading?: boolean;
}

/** Mantine's Button (size sm, the primary colour), filled or subtle, with its loading state. */
export function Button({ variant = 'filled', loading, disabled, children, ...rest }: ButtonProps) {
  const style: Vars =
    variant === 'filled'
      ? { '--button-color': 'var(--mantine-color-white)' }
      : {
          '--button-bg': 'transparent',
          '--button-hover': 'var(--mantine-color-cyan-light-hover)',
          '--button-color': 'var(--mantine-color-cyan-light-color)',
          '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
        };
  const off = Boolean(disabled || loading);
  return (
    <button
      type="button"
      {...rest}
      className={`mantine-focus-auto ${off ? '' : 'mantine-active '}m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant === 'subtle' ? 'subtle' : undefined}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      disabled={off}
      style={style}
    >
      {loading && (
        <span
          className="m_a25b86ee mantine-Button-loader"
          aria-hidden="true"
          style={{
            transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
          }}
        >
          <Loader
            style={{
              '--loader-size': 'calc(var(--button-height) / 1.8)',
              '--loader-color': 'var(--button-color)',
            }}
          />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </button>
  );
}

/** Mantine's Title, order 1 at the size of h2. */
export function Heading({ children }: { children: string }) {
  return (
    <h1
      className="m_8a5d1357 mantine-Title-root"
      data-size="h2"
      data-order="1"
      style={
        {
          '--title-fw': 'var(--mantine-h2-font-weight)',
          '--title-lh': 'var(--mantine-h2-line-height)',
          '--title-fz': 'var(--mantine-h2-font-size)',
        } as React.CSSProperties
      }
    >
      {children}
    </h1>
  );
}
