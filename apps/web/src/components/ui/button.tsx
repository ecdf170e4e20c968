import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';
import { Link, type LinkProps } from 'react-router';

/** The product's button colours and sizes. */
export const BUTTON_COLORS = ['red', 'green', 'gray', 'dark', 'grayGreen', 'transparent'] as const;
export type TButtonColor = (typeof BUTTON_COLORS)[number];
export const BUTTON_SIZES = ['large', 'medium'] as const;
export type TButtonSize = (typeof BUTTON_SIZES)[number];

export interface TButtonLook {
  color?: TButtonColor;
  size?: TButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
}

const COLOR_CLASS: Record<TButtonColor, string> = {
  red: 'btn--red',
  green: 'btn--green',
  gray: 'btn--gray',
  dark: 'btn--dark',
  grayGreen: 'btn--gray-green',
  transparent: 'btn--transparent',
};

export function buttonClassName({
  color = 'green',
  size = 'medium',
  block = false,
  className,
}: TButtonLook = {}): string {
  return ['btn', COLOR_CLASS[color], `btn--${size}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

type TNativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'className'>;

export type TButtonProps = TButtonLook & TNativeButtonProps & { children?: ReactNode };

/** A button; `type="button"` unless said otherwise, so it never submits a form by accident. */
export function Button({ color, size, block, className, type = 'button', ...rest }: TButtonProps) {
  return <button type={type} className={buttonClassName({ color, size, block, className })} {...rest} />;
}

export type TButtonLinkProps = TButtonLook & Omit<LinkProps, 'className' | 'color'>;

/** The same look on a router link. */
export function ButtonLink({ color, size, block, className, ...rest }: TButtonLinkProps) {
  return <Link className={buttonClassName({ color, size, block, className })} {...rest} />;
}
