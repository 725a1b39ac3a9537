import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '../styles/theme.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
});

export { overlay } from './Overlay.css';

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  transform: 'translate(-50%, -50%)',
  width: 'calc(100vw - 2rem)',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.x4,
  padding: vars.space.x6,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${popOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { [mq.md]: { padding: vars.space.x8 } },
});

export const size = styleVariants({
  sm: { maxWidth: '420px' },
  md: { maxWidth: '540px' },
  lg: { maxWidth: '720px' },
});

// Edge to edge below a strip that holds the close button: over the content (the registration popup's
// image, itself a button) it would lie on another control, and a tap meant to close would open the offer.
const closeStrip = `calc(${vars.size.touch} + 2 * ${vars.space.x2})`;
export const flush = style({
  padding: 0,
  paddingTop: closeStrip,
  gap: 0,
  overflow: 'hidden',
  '@media': { [mq.md]: { padding: 0, paddingTop: closeStrip } },
});

export const head = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.x3,
  textAlign: 'center',
});

export const toneIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: '50%',
});

export const tone = styleVariants({
  info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.success },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning },
  error: { backgroundColor: vars.color.dangerSoft, color: vars.color.danger },
});

// Room on both sides for the close button, so a long centred title never runs under it; only when the
// title opens the dialog: under a tone icon it is already below the button, and the padding squeezed a
// long title into one word a line on a 320 px phone.
export const title = style({
  fontSize: vars.fontSize.x2,
  selectors: { '&:first-child': { paddingInline: vars.size.touch } },
  '@media': { [mq.md]: { fontSize: vars.fontSize.x3 } },
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.x3 });

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.x2,
  marginTop: vars.space.x2,
  // Three buttons may not fit one row: they wrap, centred, instead of overflowing the dialog.
  '@media': { [mq.sm]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center' } },
});

export const close = style({
  position: 'absolute',
  top: vars.space.x2,
  right: vars.space.x2,
  zIndex: vars.zIndex.raised,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  borderRadius: '50%',
  backgroundColor: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  selectors: { '&:hover': { backgroundColor: vars.color.cream } },
});
