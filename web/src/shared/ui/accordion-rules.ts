/** Spec 3 §4 "Accordion": one section open at a time; clicking the open one closes it. */
export function nextOpenSection(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}
