/** Hands a downloaded file to the browser under `filename`, as a link the user clicked would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the object URL after click() returns; revoke it once it has.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
