/** After a removed row's buttons are gone, keyboard focus moves to `id` (an 'Add …' button) once React has rendered. */
export function focusSoon(id: string): void {
  window.requestAnimationFrame(() => document.getElementById(id)?.focus());
}
