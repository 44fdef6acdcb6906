// Buttons and button-styled links, in three weights and three sizes.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-[background-color,border-color,color,box-shadow,transform] duration-150 select-none active:translate-y-px disabled:pointer-events-none disabled:opacity-50'

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-accent text-accent-fg shadow-[0_1px_0_0_rgb(255_255_255/0.2)_inset,0_1px_2px_rgb(0_0_0/0.2),0_6px_16px_-6px_color-mix(in_oklab,var(--accent)_70%,transparent)] hover:bg-accent-hover',
  secondary: 'bg-surface text-fg border border-line-strong shadow-soft hover:bg-surface-2 hover:border-fg-subtle/40',
  ghost: 'text-fg-muted hover:text-fg hover:bg-surface-2',
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-[0.8125rem]',
  md: 'h-10 px-4.5 text-sm',
  lg: 'h-12 px-6 text-[0.9375rem]',
}

/** A button's look, for a control that cannot be a <button> (the label of a file input). */
export function buttonClasses({ variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`
}

type Look = { variant?: ButtonVariant; size?: ButtonSize }

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={`${buttonClasses({ variant, size })} ${className}`} {...props} />
}

export function ButtonLink({ variant, size, className = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a className={`${buttonClasses({ variant, size })} ${className}`} {...props} />
}
