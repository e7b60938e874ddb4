import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** `bare` leaves the look to `className` (stepper, text and icon buttons). */
  variant?: 'primary' | 'secondary' | 'bare';
  /**
   * A request this button started is under way: it says so and ignores presses, but stays
   * focusable. `disabled` would drop a keyboard user's focus to <body> mid-request.
   */
  busy?: boolean;
};

// preventDefault also stops a submit button's form from submitting (a click or Enter in a field).
const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  busy = false,
  onClick,
  ...rest
}: ButtonProps) {
  const look = variant === 'bare' ? [] : ['button', `button--${variant}`];
  const classes = [...look, className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={classes}
      {...rest}
      aria-busy={busy || rest['aria-busy'] || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={busy ? ignore : onClick}
    />
  );
}
