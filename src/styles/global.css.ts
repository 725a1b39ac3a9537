import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css';

/* Reset */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // keeps hash targets clear of the sticky header
  scrollPaddingTop: '140px',
});
globalStyle('body', {
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.cream,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img, video', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled', { cursor: 'not-allowed' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.01em',
});
globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '0.18em' });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('#root', { isolation: 'isolate', minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

/* Focus: a visible ring for keyboard users only, on any background */
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: '0 0 0 5px rgba(255, 255, 255, 0.9)',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', { backgroundColor: vars.color.accent, color: vars.color.text });

/* Reduced motion */
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle('html', {
  '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
});
