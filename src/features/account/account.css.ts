import { style } from '@vanilla-extract/css';
import { card as formCard } from '../../ui/FormCard.css';
import { mq, vars } from '../../styles/theme.css';

/** The account pages (/registro, /recuperar-contrasena, /mi-cuenta). */

const gutter = { paddingInline: vars.space.x4, marginInline: 'auto', width: '100%' } as const;

/** One form card in the middle of the page. */
export const single = style({
  ...gutter,
  maxWidth: '560px',
  paddingBlock: vars.space.x6,
  '@media': { [mq.md]: { paddingBlock: vars.space.x10 } },
});

export const card = style([formCard, { width: '100%' }]);

export const fields = style({ display: 'grid', gap: vars.space.x4 });

/** Two fields side by side from sm up (names and surnames). */
export const pair = style({
  display: 'grid',
  gap: vars.space.x4,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const info = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.x2,
  padding: vars.space.x3,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.info,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const infoBody = style({ display: 'grid', gap: vars.space.x1, justifyItems: 'start' });

export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '32px',
});

export const success = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.x3,
  textAlign: 'center',
  paddingBlock: vars.space.x2,
});

export const successIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '64px',
  height: '64px',
  borderRadius: '50%',
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
});

export const successTitle = style({ fontSize: vars.fontSize.x2, margin: 0 });
export const successBody = style({ color: vars.color.textMuted, margin: 0, maxWidth: '40ch' });

export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center', margin: 0 });
export const strongLink = style({ fontWeight: vars.fontWeight.bold });

// ─── /mi-cuenta ───

export const accountPage = style({
  ...gutter,
  maxWidth: '1100px',
  paddingBlock: vars.space.x6,
  display: 'grid',
  gap: vars.space.x6,
  '@media': { [mq.md]: { paddingBlock: vars.space.x8 } },
});

export const accountHead = style({ display: 'grid', gap: vars.space.x1 });

/** 'Cerrar sesión' under the title. */
export const accountActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.x2, marginBlockStart: vars.space.x2 });

export const accountTitle = style({
  fontSize: vars.fontSize.x3,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.black,
  margin: 0,
});

export const accountSubtitle = style({ color: vars.color.textMuted, margin: 0 });

export const accountGrid = style({
  display: 'grid',
  gap: vars.space.x6,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.x6, minWidth: 0 });

export const cardTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const readOnlyGroup = style({ display: 'grid', gap: vars.space.x2 });
export const cardHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** A card's button: full width on phones, at the right from sm up. */
export const actions = style({
  display: 'grid',
  '@media': { [mq.sm]: { display: 'flex', justifyContent: 'flex-end' } },
});

export const providers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.x2 });

export const provider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x3,
  padding: vars.space.x3,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const providerName = style({ flex: 1, fontWeight: vars.fontWeight.bold });

export const providerMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
});

/** The providers' colours, as on the login form's buttons. */
export { facebook, google } from './LoginForm.css';

export const pending = style({ display: 'grid', placeItems: 'center', minHeight: '40vh' });

/** /mi-cuenta's links to the account screens: tiles that wrap, one column on the narrowest phones. */
export const screens = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.x3,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr))',
});

export const screenLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.x3,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.x3,
  paddingInline: vars.space.x4,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.cardHover, borderColor: vars.color.borderStrong } },
});

export const screenIcon = style({ flexShrink: 0, color: vars.color.brand });
