import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { card } from '../../ui/FormCard.css';

export const form = style([card, { width: '100%', maxWidth: '440px', marginInline: 'auto' }]);

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x4 });

export const eye = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const forgot = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  minHeight: '32px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x3,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, height: '1px', backgroundColor: vars.color.border } },
});

export const social = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x2 });

export const providerMark = style({
  display: 'grid',
  placeItems: 'center',
  // A long label on a 320 px screen must wrap, never squeeze the round mark into an oval.
  flexShrink: 0,
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.sm,
  lineHeight: 1,
});

export const google = style({
  backgroundColor: vars.color.surface,
  color: vars.color.google,
  boxShadow: `inset 0 0 0 1.5px ${vars.color.google}`,
});

export const facebook = style({ backgroundColor: vars.color.facebook, color: vars.color.surface });

export const register = style({ textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const registerLink = style({ fontWeight: vars.fontWeight.bold });
