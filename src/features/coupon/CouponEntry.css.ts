import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x2,
  paddingTop: vars.space.x3,
  borderTop: `1px solid ${vars.color.border}`,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const entryRow = style({ display: 'flex', gap: vars.space.x2, alignItems: 'stretch' });

export const input = style({
  flex: '1 1 auto',
  // A percentage width makes the input "compressible": it no longer widens the summary card on a 375 px screen.
  width: '100%',
  minWidth: 0,
  minHeight: '44px',
  paddingInline: vars.space.x3,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: {
    '&::placeholder': { textTransform: 'none', letterSpacing: 'normal', color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const refusal = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x1,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.x3,
  paddingBlock: vars.space.x2,
  paddingInline: vars.space.x3,
  borderRadius: vars.radius.md,
  border: `1.5px dashed ${vars.color.success}`,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const appliedText = style({ display: 'flex', alignItems: 'center', gap: vars.space.x2 });
