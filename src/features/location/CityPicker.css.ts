import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.x4, minWidth: 0 });

/** The offered cities: a scrolling column of large targets inside the dialog. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.x2,
  maxHeight: 'min(16rem, 40vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const city = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x2,
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.x2} ${vars.space.x4}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-current="true"]': { borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.55, cursor: 'default' },
  },
});

export const current = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x2,
});
