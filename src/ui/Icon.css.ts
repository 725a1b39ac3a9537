import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  // A tap lands on the control, never inside the <svg>: an icon from ./moreIcons sits in a Suspense
  // boundary that stays dehydrated until its chunk is in, and React drops a click whose target is in
  // such a boundary (a '+' tapped just after the app started was lost).
  pointerEvents: 'none',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const filled = style({ fill: 'currentColor', stroke: 'none' });
