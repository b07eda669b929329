/**
 * Confirmations and alerts of the admin panel (admin §8: 'Delete asks for confirmation', 'failure
 * alert …'). They use the browser's own dialogs, which every screen reader announces and Playwright
 * answers with `page.on('dialog', …)`:
 *
 *   if (!confirmAction(t('hero.confirmDelete'))) return;
 *   try { … } catch { showAlert(t('categories.deleteFailed')) }
 */

/** Asks the user to confirm a destructive action; true when they accept. */
export function confirmAction(message: string): boolean {
  return window.confirm(message);
}

/** Tells the user about a failure the spec reports as an alert. */
export function showAlert(message: string): void {
  window.alert(message);
}
