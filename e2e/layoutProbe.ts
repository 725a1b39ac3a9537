/**
 * What e2e/layout.spec.ts measures on a settled screen, run inside the page (page.evaluate: it must
 * stay self-contained, no imports). It returns one line per problem, empty when the screen is right.
 *
 * The rules ("every screen right at 320, 375, 768 and 1280 px"):
 * 1. No horizontal scroll: the document is no wider than the viewport.
 * 2. Nothing visible outside the viewport horizontally. What a scroll container (overflow auto or
 *    scroll) holds beyond its own edges is clipped by it and judged by its clipped part.
 * 3. Nothing visible outside its card. A *card* is any painted, rounded box: an element that is not
 *    itself a control, with a background colour, a border or a shadow, a border radius of at least
 *    6 px, and at least 120 × 40 px (the account cards, the product cards, the cart summary, a
 *    dialog's box, a toast, the result card…), or any element marked `data-card`. Every visible
 *    element and run of text inside it stays within its nearest card, give or take 1 px. This rule
 *    needs no list of class names (vanilla-extract hashes them) and catches a new card too.
 * 4. No overlapping controls: the boxes of two visible buttons, links, fields or other controls of
 *    the same layer intersect by more than 1 px each way. A layer is the page, or one overlay above
 *    it (a dialog, or anything fixed or sticky: header, toasts, banners); overlays lie over the page
 *    on purpose, so only controls of the same layer are compared, and while a modal dialog is open,
 *    only its own controls (the page behind is inert). A button set inside a field, over the padding
 *    the field keeps free for it (show password), is part of the field.
 * 5. No control cut off where it cannot be reached: clipped by a box that hides its overflow, or by
 *    a scroll container that hides its scrollbar on a device with a mouse (nothing says it scrolls).
 * 6. The current item (aria-current) of a scroll container, such as the active category chip, is
 *    scrolled into view.
 * Elements hidden from sight (display, visibility, opacity 0) and the visually hidden texts of
 * screen readers (1 × 1 px and clipped) are not judged. One problem is told once: an element whose
 * parent already broke the same rule is not listed again.
 */
export function layoutProblems(width: number): string[] {
  const problems: string[] = [];
  const TOLERANCE = 1;

  type Box = { left: number; right: number; top: number; bottom: number };
  const boxOf = (r: DOMRect): Box => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    right: Math.min(a.right, b.right),
    top: Math.max(a.top, b.top),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const empty = (b: Box) => b.right - b.left < 1 || b.bottom - b.top < 1;
  const px = (n: number) => Math.round(n);

  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const testId = el.getAttribute('data-testid');
    const role = el.getAttribute('role');
    const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? '';
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${tag}${testId ? `[data-testid=${testId}]` : ''}${role ? `[role=${role}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const where = (b: Box) => `x ${px(b.left)}–${px(b.right)}`;

  const styleOf = (el: Element) => getComputedStyle(el);
  const shown = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    // The screen readers' visually hidden texts: 1 × 1 px, clipped.
    return r.width > 1 && r.height > 1;
  };

  const CONTROL =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"]';
  const isControl = (el: Element) => el.matches(CONTROL);

  const alphaOf = (color: string) => {
    if (color === 'transparent') return 0;
    const m = color.match(/rgba?\(([^)]+)\)/);
    if (!m) return 1;
    const parts = (m[1] ?? '').split(/[\s,/]+/).filter(Boolean);
    return parts.length > 3 ? Number(parts[3]) : 1;
  };
  const cardCache = new Map<Element, boolean>();
  const isCard = (el: Element): boolean => {
    const known = cardCache.get(el);
    if (known !== undefined) return known;
    let card = el.hasAttribute('data-card');
    if (!card && !isControl(el) && el.tagName !== 'LABEL') {
      const s = styleOf(el);
      const r = el.getBoundingClientRect();
      const painted =
        alphaOf(s.backgroundColor) > 0 &&
        (s.boxShadow !== 'none' || (parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== 'none'));
      card =
        painted &&
        parseFloat(s.borderTopLeftRadius) >= 6 &&
        s.display !== 'inline' &&
        s.display !== 'contents' &&
        r.width >= 120 &&
        r.height >= 40;
    }
    cardCache.set(el, card);
    return card;
  };

  /** What the element shows once its ancestors' overflow has clipped it, and who cut it. */
  interface Clip {
    box: Box;
    /** A box that hides its overflow (no scrolling) and cut this one. */
    hiddenBy: Element | null;
    /** A scroll container that cut this one while hiding its scrollbar. */
    silentScrollBy: Element | null;
    /** A scroll container that cut this one. */
    scrolledBy: Element | null;
  }
  const finePointer = matchMedia('(pointer: fine)').matches;
  const clipOf = (el: Element, start: Box, includeSelf: boolean): Clip => {
    let box = start;
    let hiddenBy: Element | null = null;
    let silentScrollBy: Element | null = null;
    let scrolledBy: Element | null = null;
    let node: Element | null = includeSelf ? el : el.parentElement;
    let fixed = styleOf(el).position === 'fixed';
    while (node && node !== document.documentElement && !fixed) {
      const s = styleOf(node);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const r = node.getBoundingClientRect();
        const inner = {
          left: r.left + node.clientLeft,
          top: r.top + node.clientTop,
          right: r.left + node.clientLeft + node.clientWidth,
          bottom: r.top + node.clientTop + node.clientHeight,
        };
        const cut = intersect(box, inner);
        const cutSideways = cut.left > box.left + TOLERANCE || cut.right < box.right - TOLERANCE;
        if (cutSideways) {
          const scrolls = s.overflowX === 'auto' || s.overflowX === 'scroll';
          if (!scrolls) hiddenBy ??= node;
          else {
            scrolledBy ??= node;
            if (s.scrollbarWidth === 'none' && finePointer) silentScrollBy ??= node;
          }
        }
        box = cut;
      }
      if (s.position === 'fixed') fixed = true;
      node = node.parentElement;
    }
    return { box, hiddenBy, silentScrollBy, scrolledBy };
  };

  // 1. Horizontal scroll.
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > width + TOLERANCE)
    problems.push(`horizontal scroll: the document is ${scrollWidth} px wide on a ${width} px screen`);

  const all = Array.from(document.body.querySelectorAll('*')).filter(
    (el) => !el.closest('svg') || el.tagName.toLowerCase() === 'svg',
  );
  const visible = all.filter((el) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName) && shown(el));
  const clips = new Map<Element, Clip>();
  for (const el of visible) clips.set(el, clipOf(el, boxOf(el.getBoundingClientRect()), false));

  /** Direct text of an element, as boxes (a long word or price can spill while its element does not). */
  const textBox = (el: Element): Box | null => {
    const texts = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    if (texts.length === 0) return null;
    const range = document.createRange();
    range.setStartBefore(texts[0]!);
    range.setEndAfter(texts[texts.length - 1]!);
    const r = range.getBoundingClientRect();
    return r.width > 0 ? boxOf(r) : null;
  };

  const reported = { viewport: new Set<Element>(), card: new Set<Element>() };
  const parentReported = (set: Set<Element>, el: Element) => {
    for (let p = el.parentElement; p; p = p.parentElement) if (set.has(p)) return true;
    return false;
  };

  for (const el of visible) {
    const clip = clips.get(el)!;
    const own = textBox(el);
    const ownClip = own ? clipOf(el, own, true).box : null;
    const boxes = [clip.box, ...(ownClip && !empty(ownClip) ? [ownClip] : [])].filter((b) => !empty(b));

    // 2. Outside the viewport.
    const out = boxes.find((b) => b.left < -TOLERANCE || b.right > width + TOLERANCE);
    if (out && !parentReported(reported.viewport, el)) {
      reported.viewport.add(el);
      problems.push(`outside the viewport: ${describe(el)} at ${where(out)} on a ${width} px screen`);
    }

    // 3. Outside its card.
    let card: Element | null = el.parentElement;
    while (card && card !== document.body && !isCard(card)) card = card.parentElement;
    if (card && card !== document.body && shown(card)) {
      const c = boxOf(card.getBoundingClientRect());
      const spill = boxes.find(
        (b) =>
          b.left < c.left - TOLERANCE ||
          b.right > c.right + TOLERANCE ||
          b.top < c.top - TOLERANCE ||
          b.bottom > c.bottom + TOLERANCE,
      );
      if (spill && !parentReported(reported.card, el)) {
        reported.card.add(el);
        problems.push(
          `outside its card: ${describe(el)} at ${where(spill)}, y ${px(spill.top)}–${px(spill.bottom)}; the card ${describe(card).slice(0, 60)} is ${where(c)}, y ${px(c.top)}–${px(c.bottom)}`,
        );
      }
    }
  }

  // 4–6 are about controls.
  const modal =
    Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]'))
      .filter(shown)
      .pop() ?? null;
  const layerOf = (el: Element): Element | null => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const role = node.getAttribute('role');
      if (role === 'dialog' || role === 'alertdialog') return node;
      const position = styleOf(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  const controls = visible.filter((el) => isControl(el) && !empty(clips.get(el)!.box) && (!modal || modal.contains(el)));

  for (const el of controls) {
    const clip = clips.get(el)!;
    // 5. Cut off.
    if (clip.hiddenBy)
      problems.push(`cut off: ${describe(el)} is clipped by ${describe(clip.hiddenBy).slice(0, 60)}, which hides its overflow`);
    else if (clip.silentScrollBy)
      problems.push(
        `no way to scroll to it: ${describe(el)} is beyond the edge of ${describe(clip.silentScrollBy).slice(0, 60)}, which hides its scrollbar on a device with a mouse`,
      );
    // 6. The current item in view.
    const current = el.getAttribute('aria-current');
    if (current && current !== 'false' && clip.scrolledBy)
      problems.push(`current item out of view: ${describe(el)} is scrolled out of ${describe(clip.scrolledBy).slice(0, 60)}`);
  }

  /**
   * A button set inside a field (show password, clear search) is not an overlap when the field keeps
   * that side's padding free for it: the typed text never runs under the button.
   */
  const insetInField = (field: Element, inner: Element): boolean => {
    if (!field.matches('input, textarea, select')) return false;
    const f = field.getBoundingClientRect();
    const i = inner.getBoundingClientRect();
    if (
      i.left < f.left - TOLERANCE ||
      i.right > f.right + TOLERANCE ||
      i.top < f.top - TOLERANCE ||
      i.bottom > f.bottom + TOLERANCE
    )
      return false;
    const s = styleOf(field);
    return (
      parseFloat(s.paddingRight) >= f.right - i.left - TOLERANCE || parseFloat(s.paddingLeft) >= i.right - f.left - TOLERANCE
    );
  };

  // 4. Overlapping controls of one layer.
  const layers = new Map<Element | null, Element[]>();
  for (const el of controls) {
    const layer = layerOf(el);
    layers.set(layer, [...(layers.get(layer) ?? []), el]);
  }
  for (const members of layers.values()) {
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const a = members[i]!;
        const b = members[j]!;
        if (a.contains(b) || b.contains(a) || insetInField(a, b) || insetInField(b, a)) continue;
        const both = intersect(clips.get(a)!.box, clips.get(b)!.box);
        if (both.right - both.left > TOLERANCE && both.bottom - both.top > TOLERANCE)
          problems.push(
            `overlapping controls: ${describe(a)} and ${describe(b)} share ${where(both)}, y ${px(both.top)}–${px(both.bottom)}`,
          );
      }
    }
  }
  return problems;
}
