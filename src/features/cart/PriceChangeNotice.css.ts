import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x3,
  padding: vars.space.x4,
  marginBlockEnd: vars.space.x4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSoft,
  borderInlineStart: `5px solid ${vars.color.accentHover}`,
  color: vars.color.text,
  minWidth: 0,
});

export const icon = style({ color: vars.color.warning, flexShrink: 0, marginTop: '2px' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.x2,
  minWidth: 0,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm });

export const list = style({ margin: 0, paddingInlineStart: vars.space.x5, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const name = style({ fontWeight: vars.fontWeight.semibold });

/** An amount never breaks inside ('$ 23.700'). */
export const amount = style({ whiteSpace: 'nowrap' });
