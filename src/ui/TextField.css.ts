import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x1, minWidth: 0 });

export const labelRow = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.x2 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const optional = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  marginInlineStart: vars.space.x1,
});

export const controlWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Shared look of inputs, textareas and selects (composed by TextAreaField and SelectField). */
export const control = style({
  width: '100%',
  minHeight: '48px',
  paddingBlock: vars.space.x3,
  paddingInline: vars.space.x4,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 3px rgba(29, 95, 168, 0.25)` },
    '&:focus': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 3px rgba(179, 38, 30, 0.2)` },
    '&:disabled, &[readonly]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const withTrailing = style({ paddingInlineEnd: '52px' });

export const trailing = style({ position: 'absolute', insetInlineEnd: vars.space.x1, display: 'flex' });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x1,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.danger,
});
