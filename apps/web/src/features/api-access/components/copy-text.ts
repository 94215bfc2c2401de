/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else the selected text of `field`
 * with the older copy command (some browsers refuse the API without a permission). Answers whether it worked.
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}
